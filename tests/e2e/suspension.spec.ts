import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { PARTNER_SIGN_IN_REFUSALS } from "#shared/contracts/auth";
import { createActivePartner, type FreshPartner } from "./support/fresh-partner";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// A partner of its own is suspended: the demo partners stay as other specs expect them.
test.describe.configure({ timeout: 180_000 });

/** A fresh partner signed in on its dashboard on the partner host in a browser of its own, made by `admin`. */
async function adminAndPartner(
  admin: Page,
  browser: Browser,
  testInfo: TestInfo,
  request: APIRequestContext,
  name: string,
) {
  const baseURL = testInfo.project.use.baseURL;
  const page = await (await browser.newContext({ baseURL })).newPage();
  const partner = await createActivePartner({ admin, partnerPage: page, request, name });
  return { admin, page, partner };
}

/** Suspends the partner through the server, as an administrator's script would, and closes the admin's browser. */
async function suspend(admin: Page, partner: FreshPartner) {
  const suspended = await admin.request.post(`/api/v1/partners/${partner.id}/status`, {
    // A call carrying cookies must say where it comes from: the portal's own origin.
    headers: { origin: new URL(test.info().project.use.baseURL as string).origin },
    data: { status: "suspended" },
  });
  expect(suspended.ok(), await suspended.text()).toBe(true);
  await admin.context().close();
}

/** The sign-in with the suspended message, and no other message on screen. */
async function expectSignInSayingSuspended(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  const notice = page.getByRole("alert").filter({ hasText: "You have been signed out" });
  await expect(notice).toContainText(PARTNER_SIGN_IN_REFUSALS.suspended);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

test("a partner suspended while it fills in a deal lands, on submitting, on the sign-in with the suspended message and no other message", async ({
  browser,
  request,
  pageSignedInAs,
}, testInfo) => {
  const { admin, page, partner } = await adminAndPartner(
    await pageSignedInAs("superadmin"),
    browser,
    testInfo,
    request,
    "Midsuspend",
  );

  await page.getByRole("tab", { name: "Submit Deal" }).click();
  await page.getByRole("textbox", { name: "Company Name" }).fill("Never Registered Inc");
  await page.getByRole("textbox", { name: "Contact Person" }).fill("Dana Buyer");

  // Meanwhile an administrator suspends the partner.
  await suspend(admin, partner);

  // The partner's very next request takes it to the sign-in, which alone says why: the submission, or the bell's
  // live stream if that meets the suspension first.
  await page
    .getByRole("button", { name: "Submit Deal", exact: true })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expectSignInSayingSuspended(page);
  await expect(page.getByText("Submission Failed")).toHaveCount(0);
  await expect(page.getByText("Please sign in to continue")).toHaveCount(0);
  await screenshotViewports(page, testInfo, "partner-suspended-mid-submission");

  // Its application status no longer sends it to sign in.
  await page.goto("/status");
  await page.getByLabel("Email").fill(partner.email);
  await page.getByRole("button", { name: "Check Status" }).click();
  await expect(page.getByText("your partner account is currently suspended")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Partner Login" })).toHaveCount(0);
  await expect(page.getByRole("list").filter({ hasText: "Contact support" })).not.toContainText(/sign in/i);
  await page.context().close();
});

test("a partner suspended while it reads its dashboard lands, on opening another tab, on the sign-in with no Error Loading toast", async ({
  browser,
  request,
  pageSignedInAs,
}, testInfo) => {
  const { admin, page, partner } = await adminAndPartner(
    await pageSignedInAs("superadmin"),
    browser,
    testInfo,
    request,
    "Tabsuspend",
  );
  await suspend(admin, partner);
  // The bell's live stream may be the first request to meet the suspension and take the partner to the sign-in
  // before the tab is opened: either way the partner must land there, with no other toast.
  await page
    .getByRole("tab", { name: "Resources" })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expectSignInSayingSuspended(page);
  await expect(page.getByText("Error Loading Resources")).toHaveCount(0);
  await page.context().close();
});
