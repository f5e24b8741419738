import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { createActivePartner, signInAsPartner } from "./support/fresh-partner";
import { partnerHostOrigin } from "./support/partner-session";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// Tiers by rule (docs/product/programme.md#tiers): a new partner closes deals and a member completes a course, and
// crosses Silver's requirements at once, seeing its new tier and rate on its dashboards. A partner of its own, so
// the demo partners' tiers stay as other specs find them.
test.describe.configure({ timeout: 240_000 });

/** A JSON call from the page, with its cookies and from its origin, as its screens make them. */
async function call(page: Page, method: "POST" | "PUT", path: string, data: unknown) {
  const answer = await page.evaluate(
    async ({ method, path, data }) => {
      const response = await fetch(path, {
        method,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(data),
      });
      return { ok: response.ok, text: await response.text() };
    },
    { method, path, data },
  );
  expect(answer.ok, answer.text).toBe(true);
  return JSON.parse(answer.text) as Record<string, unknown>;
}

for (const theme of ["light", "dark"] as const) {
  test(`a partner crosses Silver by closing a deal and completing a course, and sees its new tier and rate (${theme})`, async ({
    browser,
    request,
    pageSignedInAs,
    baseURL,
  }, testInfo) => {
    const admin = await pageSignedInAs("superadmin");
    await admin.emulateMedia({ colorScheme: theme });
    await admin.goto("/partner-portal");
    const partnerPage = await (await browser.newContext({ baseURL, colorScheme: theme })).newPage();
    const partner = await createActivePartner({ admin, partnerPage, request, name: `Tiered${theme}` });

    // Two registrations of the partner's; one already won.
    const stamp = Date.now().toString(36);
    const dealIds: string[] = [];
    for (const [customer, value] of [
      [`Tier Customer One ${stamp}`, "30000"],
      [`Tier Customer Two ${stamp}`, "25000"],
    ] as const) {
      const registered = await call(partnerPage, "POST", "/api/v1/deals", {
        form: "portal",
        deal: { companyName: customer, contactPerson: "Dana Buyer", dealValue: value },
      });
      dealIds.push((registered.deal as { id: string }).id);
    }
    const [first, second] = dealIds as [string, string];
    await call(admin, "POST", `/api/v1/deals/${first}/status`, { status: "approved" });
    await call(admin, "POST", `/api/v1/deals/${first}/status`, { status: "closed_won" });
    await call(admin, "POST", `/api/v1/deals/${second}/status`, { status: "approved" });

    // The partner's dashboard: Bronze at 10%, one of two deals won, $30,000 of $50,000, nobody certified.
    const partnerOrigin = partnerHostOrigin(baseURL);
    await partnerPage.goto(`${partnerOrigin}/dashboard`);
    await expect(partnerPage.getByRole("heading", { level: 2, name: "Progress to Silver" })).toBeVisible();
    await expect(partnerPage.getByText(/Your rate:/)).toHaveText("Your rate: 10%");
    const asks = partnerPage.getByRole("list", { name: "What Silver asks" });
    await expect(asks.getByRole("listitem")).toHaveCount(3);
    await expect(asks).toContainText("$30,000 of $50,000");
    await expect(asks).toContainText("1 of 2");
    await expect(asks).toContainText("0 of 1");
    await expect(partnerPage.getByText("Silver unlocks 12% commission on deals you close.")).toBeVisible();
    await clearScreen(partnerPage);
    await expectAccessible(partnerPage, `the partner dashboard with its tier progress (${theme})`);
    await screenshotViewports(partnerPage, testInfo, `tier-progress-bronze-${theme}`);

    // The second deal closes won: value and deals met, still Bronze without a certified member.
    await call(admin, "POST", `/api/v1/deals/${second}/status`, { status: "closed_won" });
    await partnerPage.reload();
    await expect(asks).toContainText("$55,000 of $50,000");
    await expect(asks).toContainText("2 of 2");
    await expect(partnerPage.getByRole("heading", { level: 2, name: "Progress to Silver" })).toBeVisible();

    // A partner course of one lesson; the contact enrolls and opens the lesson, which completes it.
    const title = `Tier Basics ${theme} ${stamp}`;
    const course = await call(admin, "POST", "/api/v1/learning/courses", {
      title,
      description: "What the tiers ask and pay.",
      durationMinutes: 10,
      difficultyLevel: "beginner",
      category: "Programme",
      audience: "partners",
      status: "published",
      lessons: [{ title: "How tiers work", body: "Tiers follow what you **sell** and **learn**." }],
      quiz: null,
    });
    const courseId = course.id as string;
    await call(partnerPage, "POST", `/api/v1/courses/${courseId}/enrollment`, {});
    await partnerPage.goto(`${partnerOrigin}/dashboard/courses/${courseId}`);
    await partnerPage
      .getByRole("list", { name: "Lessons" })
      .getByRole("button", { name: "1. How tiers work" })
      .click();
    await expect(partnerPage.getByText("You have completed this course.", { exact: false })).toBeVisible();

    // Silver at once, at Silver's rate, and on to Gold.
    await partnerPage.goto(`${partnerOrigin}/dashboard`);
    await expect(partnerPage.getByRole("heading", { level: 2, name: "Progress to Gold" })).toBeVisible();
    await expect(partnerPage.getByText(/Your rate:/)).toHaveText("Your rate: 12%");
    await expect(partnerPage.getByRole("list", { name: "What Gold asks" })).toContainText(
      "$55,000 of $250,000",
    );
    await clearScreen(partnerPage);
    await expectAccessible(partnerPage, `the partner dashboard after the promotion (${theme})`);
    await screenshotViewports(partnerPage, testInfo, `tier-progress-silver-${theme}`);

    // The Partner Portal's My Dashboard, on the internal host, shows the same.
    const portalPage = await (await browser.newContext({ baseURL, colorScheme: theme })).newPage();
    await signInAsPartner(portalPage, "/partner/login", partner);
    await expect(portalPage.getByRole("heading", { level: 1, name: partner.company })).toBeVisible();
    await portalPage.goto("/partner-portal/dashboard");
    await expect(portalPage.getByRole("heading", { level: 2, name: "Progress to Gold" })).toBeVisible();
    await expect(portalPage.getByText(/Your rate:/)).toHaveText("Your rate: 12%");
    await clearScreen(portalPage);
    await screenshotViewports(portalPage, testInfo, `tier-progress-portal-${theme}`);

    // Staff see the change on the partner's detail and in its history.
    await admin.goto(`/partner-portal/partners/${partner.id}`);
    const detail = admin.getByRole("dialog");
    await expect(detail.getByText("Tier changed").first()).toBeVisible();
    await clearScreen(admin);
    await screenshotViewports(admin, testInfo, `partner-detail-tier-${theme}`);
  });
}
