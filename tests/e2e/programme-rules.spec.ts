import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { toast } from "./support/deal-screens";
import { createActivePartner } from "./support/fresh-partner";
import { partnerHostOrigin } from "./support/partner-session";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// The programme's rules for registrations (docs/product/programme.md): a reviewer returns a deal with a question,
// the partner answers and resubmits it on the deal's page; an approved registration past its expiry expires and
// frees its customer; under the co-selling policy a reviewer splits a protected customer between two partners.
// Partners of their own, so the demo partners' deals stay as other specs find them. The tests run in order: the
// programme run ahead and the conflict policy are the one server's, shared by every test here.
test.describe.configure({ mode: "default", timeout: 240_000 });

/** Registers a deal as the partner signed in on `partnerPage`, over the REST route its form uses. */
async function registerDeal(partnerPage: Page, customer: string): Promise<string> {
  const answer = await partnerPage.evaluate(async (customer) => {
    const response = await fetch("/api/v1/deals", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        form: "portal",
        deal: { companyName: customer, contactPerson: "Dana Buyer", dealValue: "25000" },
      }),
    });
    return { status: response.status, text: await response.text() };
  }, customer);
  expect(answer.status, answer.text).toBe(201);
  return (JSON.parse(answer.text) as { deal: { id: string } }).deal.id;
}

/** Runs the programme's run as it would run `days` days from now (the development route). */
async function runProgrammeAhead(request: APIRequestContext, days: number) {
  const ran = await request.post("/dev/programme-run", { data: { days } });
  expect(ran.ok(), await ran.text()).toBe(true);
  return (await ran.json()) as { expired: number; reminded: number; escalated: number };
}

for (const theme of ["light", "dark"] as const) {
  test(`a reviewer returns a deal with a question; the partner answers and resubmits it, and it is approved (${theme})`, async ({
    browser,
    request,
    pageSignedInAs,
    baseURL,
  }, testInfo) => {
    const admin = await pageSignedInAs("superadmin");
    await admin.emulateMedia({ colorScheme: theme });
    const partnerPage = await (await browser.newContext({ baseURL, colorScheme: theme })).newPage();
    await createActivePartner({ admin, partnerPage, request, name: `Returned${theme}` });
    const customer = `Question Customer ${theme} ${Date.now().toString(36)}`;
    const dealId = await registerDeal(partnerPage, customer);

    // The reviewer returns it from its page with a question.
    await admin.goto(`/partner-portal/deals/${dealId}`);
    await admin.getByRole("button", { name: `Return with a question: ${customer}` }).click();
    const returning = admin.getByRole("dialog", { name: `Return ${customer} with a question` });
    await returning.getByRole("button", { name: "Return Deal" }).click();
    await expect(returning.getByText("Please write the question the partner should answer.")).toBeVisible();
    await returning.getByLabel("Question for the partner").fill("Who at the customer signs the order?");
    await screenshotViewports(admin, testInfo, `return-deal-dialog-${theme}`);
    await returning.getByRole("button", { name: "Return Deal" }).click();
    await expect(toast(admin, "Deal Status Updated", "Deal status changed to Returned")).toBeVisible();
    const staffHistory = admin.getByRole("list", { name: "Status history" }).getByRole("listitem");
    await expect(staffHistory.nth(1)).toContainText("Returned");
    await expect(staffHistory.nth(1)).toContainText("Who at the customer signs the order?");

    // The partner reads the question on the deal's page on the partner host, answers and corrects the value.
    const partnerOrigin = partnerHostOrigin(baseURL);
    await partnerPage.goto(`${partnerOrigin}/dashboard/deals/${dealId}`);
    await expect(partnerPage.getByRole("heading", { level: 1, name: customer })).toBeVisible();
    await expect(partnerPage.getByText("Returned with a question")).toBeVisible();
    await clearScreen(partnerPage);
    await screenshotViewports(partnerPage, testInfo, `returned-deal-partner-${theme}`);
    await expectAccessible(partnerPage, `a returned deal's page (${theme})`, { structure: true });
    await partnerPage.getByRole("button", { name: `Answer and resubmit: ${customer}` }).click();
    const answering = partnerPage.getByRole("dialog", { name: `Answer and resubmit ${customer}` });
    await expect(
      answering.getByText("The reviewer asks: Who at the customer signs the order?"),
    ).toBeVisible();
    await answering.getByLabel("Your answer").fill("Their procurement lead, Sam Doe.");
    await answering.getByLabel("Deal Value (USD)").fill("27500");
    await expectAccessible(partnerPage, `the Answer and Resubmit dialog (${theme})`);
    await answering.getByRole("button", { name: "Resubmit Deal" }).click();
    await expect(toast(partnerPage, "Deal Resubmitted")).toBeVisible();
    await expect(partnerPage.getByText("$27,500.00").first()).toBeVisible();
    const partnerHistory = partnerPage.getByRole("list", { name: "Status history" }).getByRole("listitem");
    await expect(partnerHistory).toHaveCount(3);
    await expect(partnerHistory.nth(2)).toContainText("Their procurement lead, Sam Doe.");

    // The reviewer approves it: the registration shows its protection and the terms it was approved under.
    await admin.reload();
    await admin.getByRole("button", { name: `Approve: ${customer}` }).click();
    await expect(toast(admin, "Deal Status Updated", "Deal status changed to Approved")).toBeVisible();
    await expect(admin.getByText("Protected until")).toBeVisible();
    await expect(admin.getByText(/Approved under the programme's terms: protected \d+ days/)).toBeVisible();
    await clearScreen(admin);
    await screenshotViewports(admin, testInfo, `approved-registration-staff-${theme}`);
    await expectAccessible(admin, `an approved registration in the Partner Portal (${theme})`, {
      structure: true,
    });
    await partnerPage.context().close();
  });
}

test("an approved registration past its expiry shows Expired, and its customer is free for another partner", async ({
  browser,
  request,
  pageSignedInAs,
  baseURL,
}, testInfo) => {
  const admin = await pageSignedInAs("superadmin");
  const firstPage = await (await browser.newContext({ baseURL })).newPage();
  const secondPage = await (await browser.newContext({ baseURL })).newPage();
  await createActivePartner({ admin, partnerPage: firstPage, request, name: "Expiring" });
  await createActivePartner({ admin, partnerPage: secondPage, request, name: "Waiting" });
  const customer = `Expiring Customer ${Date.now().toString(36)}`;
  const first = await registerDeal(firstPage, customer);
  const approved = await admin.request.post(`/api/v1/deals/${first}/status`, {
    headers: { origin: new URL(baseURL ?? "").origin },
    data: { status: "approved" },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // Another partner's registration of the same customer is flagged while the first protects it.
  const second = await registerDeal(secondPage, customer);
  const flagged = async () => {
    const answer = await admin.request.get(`/api/v1/deals/${second}`);
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { deal: { possibleDuplicate: boolean } }).deal.possibleDuplicate;
  };
  expect(await flagged()).toBe(true);
  await admin.goto(`/partner-portal/deals/${second}`);
  await admin.getByRole("button", { name: `Approve: ${customer}` }).click();
  const override = admin.getByRole("alertdialog", { name: "Approve over a protected registration?" });
  await expect(override).toBeVisible();
  await override.getByRole("button", { name: "Cancel" }).click();

  // A year on, the programme's run expires the first registration.
  expect((await runProgrammeAhead(request, 365)).expired).toBeGreaterThanOrEqual(1);
  const partnerOrigin = partnerHostOrigin(baseURL);
  await firstPage.goto(`${partnerOrigin}/dashboard/deals/${first}`);
  await expect(firstPage.getByRole("heading", { level: 1, name: customer })).toBeVisible();
  await expect(firstPage.getByText("Expired", { exact: true }).first()).toBeVisible();
  await expect(
    firstPage.getByText("Expired without a close: the customer is no longer protected."),
  ).toBeVisible();
  await expect(firstPage.getByRole("list", { name: "Status history" })).toContainText("by the programme");
  await clearScreen(firstPage);
  await screenshotViewports(firstPage, testInfo, "expired-registration-partner");
  await expectAccessible(firstPage, "an expired registration's page", { structure: true });

  // The customer is free: the second registration is no longer a possible duplicate, and approves without the
  // override a protected registration asks for.
  expect(await flagged()).toBe(false);
  await admin.goto(`/partner-portal/deals/${second}`);
  await expect(admin.getByRole("heading", { level: 2, name: customer })).toBeVisible();
  await admin.getByRole("button", { name: `Approve: ${customer}` }).click();
  await expect(toast(admin, "Deal Status Updated", "Deal status changed to Approved")).toBeVisible();
  await expect(override).toHaveCount(0);
  await firstPage.context().close();
  await secondPage.context().close();
});

test("an administrator sets the programme's rules in Admin Settings, and a contradiction is named at its field", async ({
  pageSignedInAs,
}, testInfo) => {
  const admin = await pageSignedInAs("superadmin");
  await admin.goto("/admin/programme");
  await expect(admin.getByRole("tab", { name: "Programme", selected: true })).toBeVisible();
  const rules = admin.getByRole("form", { name: "Deal registration rules" });
  const expiry = rules.getByLabel("Registration expiry (days)");
  const saved = await expiry.inputValue();

  // An expiry shorter than the protection is refused at its field before anything is sent.
  await expiry.fill("1");
  await rules.getByRole("button", { name: "Save Settings" }).click();
  await expect(
    rules.getByText("The registration expiry must not be shorter than the protection period."),
  ).toBeVisible();
  await expect(expiry).toBeFocused();
  await clearScreen(admin);
  await screenshotViewports(admin, testInfo, "programme-settings");
  await expectAccessible(admin, "Admin Settings, Programme", { structure: true });

  // A consistent change saves, and says who saved it.
  await expiry.fill(String(Number(saved) + 30));
  await rules.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(admin, "Programme Settings Saved")).toBeVisible();
  await expect(admin.getByText(/Last saved .+ by /)).toBeVisible();
  // The next save's toast says the same: this one is gone first, so the check below sees that save's.
  await expect(toast(admin, "Programme Settings Saved")).toHaveCount(0);
  await expiry.fill(saved);
  await rules.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(admin, "Programme Settings Saved")).toBeVisible();
});

test("under co-selling a reviewer splits a protected customer between two partners, and one close pays both", async ({
  browser,
  request,
  pageSignedInAs,
  baseURL,
}, testInfo) => {
  const admin = await pageSignedInAs("superadmin");
  const origin = { origin: new URL(baseURL ?? "").origin };
  const settingsBefore = await admin.request.get("/api/v1/programme/settings");
  expect(settingsBefore.ok(), await settingsBefore.text()).toBe(true);
  const { settings } = (await settingsBefore.json()) as { settings: Record<string, unknown> };
  try {
    await admin.goto("/admin/programme");
    const rules = admin.getByRole("form", { name: "Deal registration rules" });
    await rules.getByRole("radio", { name: "Co-selling with a commission split" }).check();
    await rules.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(admin, "Programme Settings Saved")).toBeVisible();

    const firstPage = await (await browser.newContext({ baseURL })).newPage();
    // The reviewer's screens are checked in the light theme, the co-selling partner's in the dark one.
    const secondPage = await (await browser.newContext({ baseURL, colorScheme: "dark" })).newPage();
    const first = await createActivePartner({ admin, partnerPage: firstPage, request, name: "Protecting" });
    const second = await createActivePartner({ admin, partnerPage: secondPage, request, name: "Co-selling" });
    const customer = `Co-sold Customer ${Date.now().toString(36)}`;
    const protectedDeal = await registerDeal(firstPage, customer);
    const approved = await admin.request.post(`/api/v1/deals/${protectedDeal}/status`, {
      headers: origin,
      data: { status: "approved" },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    const coSold = await registerDeal(secondPage, customer);

    // Approving the second registration offers the split beside the override.
    await admin.goto(`/partner-portal/deals/${coSold}`);
    await admin.getByRole("button", { name: `Approve: ${customer}` }).click();
    const dialog = admin.getByRole("alertdialog", { name: "Approve over a protected registration?" });
    await expect(dialog).toBeVisible();
    const share = dialog.getByLabel(`${second.company}'s share of the commission (%)`);
    await share.fill("30");
    await expect(dialog).toContainText("keeps the other 70%");
    await screenshotViewports(admin, testInfo, "co-sell-dialog");
    await expectAccessible(admin, "the co-sell dialog");
    await dialog.getByRole("button", { name: "Co-sell" }).click();
    await expect(toast(admin, "Deal Status Updated", "Deal status changed to Approved")).toBeVisible();
    await expect(admin.getByText(`Co-sold with ${first.company}`)).toBeVisible();
    await expect(admin.getByText(`30% of the commission for ${second.company}`)).toBeVisible();

    // Closing the protecting deal won closes both: the $25,000 won split 70/30, each paid at its own rate.
    const won = await admin.request.post(`/api/v1/deals/${protectedDeal}/status`, {
      headers: origin,
      data: { status: "closed_won" },
    });
    expect(won.ok(), await won.text()).toBe(true);
    expect(((await won.json()) as { commissionAmount: string }).commissionAmount).toBe("1750.00");

    await secondPage.goto(`${partnerHostOrigin(baseURL)}/dashboard/deals/${coSold}`);
    await expect(secondPage.getByRole("heading", { level: 1, name: customer })).toBeVisible();
    await expect(secondPage.getByText("Co-sold with another partner")).toBeVisible();
    await expect(secondPage.getByText("Your share of the commission: 30%")).toBeVisible();
    await expect(secondPage.getByText(first.company)).toHaveCount(0);
    await expect(secondPage.getByText(/of \$7,500\.00 · 30% share/)).toBeVisible();
    await expect(secondPage.getByText("Closed with the deal it was co-sold with.")).toBeVisible();
    await clearScreen(secondPage);
    await screenshotViewports(secondPage, testInfo, "co-sold-deal-partner");
    await expectAccessible(secondPage, "a co-sold deal's page", { structure: true });
    await firstPage.context().close();
    await secondPage.context().close();
  } finally {
    const restored = await admin.request.put("/api/v1/programme/settings", {
      headers: origin,
      data: settings,
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
