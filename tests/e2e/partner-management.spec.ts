import type { Browser, Page, TestInfo } from "@playwright/test";
import { PARTNER_SIGN_IN_REFUSALS } from "#shared/contracts/auth";
import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { statCard, toast } from "./support/deal-screens";
import { screenshotDialogViewports } from "./support/dialog-screenshots";
import { createActivePartner, type FreshPartner, signInAsPartner } from "./support/fresh-partner";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// Each test makes a partner of its own (apply, approve, set a password) and changes only that one: the demo
// partners stay as they are. Whole journeys in two browsers on a two-core machine.
test.describe.configure({ timeout: 180_000 });

/** A browser context of its own, on the test server. */
async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  return context.newPage();
}

/** Opens the Partner Portal's Partners tab on a superadmin's page. */
async function adminOnPartners(page: Page): Promise<Page> {
  await page.goto("/partner-portal/partners");
  await expect(page.getByRole("heading", { level: 1, name: "Partner Portal Admin" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Partners" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Partners" })).toBeVisible();
  return page;
}

/** Every partner the Partners tab lists on its current page. */
const partnerRows = (page: Page) => page.getByRole("list", { name: "Partners" }).getByRole("listitem");

/** Searches the Partners tab for the partner's company and waits until its row is the only one listed. */
async function findPartner(page: Page, partner: FreshPartner) {
  await page.getByRole("searchbox", { name: "Search partners" }).fill(partner.company);
  const row = partnerRows(page).filter({
    has: page.getByRole("link", { name: partner.company, exact: true }),
  });
  await expect(row).toBeVisible();
  await expect(partnerRows(page)).toHaveCount(1);
  return row;
}

test("an admin suspends a signed-in partner and the partner's next action sends it to the sign-in with the suspended message", async ({
  browser,
  request,
  pageSignedInAs,
}, testInfo) => {
  const admin = await adminOnPartners(await pageSignedInAs("superadmin"));
  // The partner, in a browser of its own, sets its password from the welcome mail and lands on its dashboard
  // on the partner host.
  const partnerPage = await newPage(browser, testInfo);
  const partner = await createActivePartner({ admin, partnerPage, request, name: "Suspendco" });
  await expect(partnerPage.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");

  // The admin finds the partner by its company and suspends it, after confirming.
  const row = await findPartner(admin, partner);
  const status = row.getByRole("combobox", { name: `Status of ${partner.company}` });
  await expect(status).toHaveText("Active");
  await status.click();
  await admin.getByRole("option", { name: "Suspended", exact: true }).click();
  const confirm = admin.getByRole("alertdialog", { name: `Suspend ${partner.company}?` });
  await expect(confirm).toContainText(
    `${partner.contact} (${partner.email}) is signed out at once and cannot sign in again until the partner is set to active.`,
  );
  await confirm.getByRole("button", { name: "Suspend Partner" }).click();
  await expect(confirm).toBeHidden();
  await expect(toast(admin, "Partner status updated", `${partner.company} is now suspended.`)).toBeVisible();
  await expect(status).toHaveText("Suspended");
  await expect(row.getByText("Suspended", { exact: true }).first()).toBeVisible();
  await clearScreen(admin);
  await screenshotViewports(admin, testInfo, "admin-partners-suspended");

  // The partner's next action (a tab that loads its data) meets the ended session: off to the sign-in, which
  // says why.
  await partnerPage.getByRole("tab", { name: "Resources" }).click();
  await expect(partnerPage).toHaveURL(/\/login$/);
  await expect(partnerPage.getByRole("heading", { level: 1, name: "Partner Sign In" })).toBeVisible();
  const notice = partnerPage.getByRole("alert").filter({ hasText: "You have been signed out" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(PARTNER_SIGN_IN_REFUSALS.suspended);
  await clearScreen(partnerPage);
  await expectAccessible(partnerPage, "the partner sign-in after a suspension");
  await screenshotViewports(partnerPage, testInfo, "partner-login-suspended");

  // Signing in again is refused, with the words for a suspended partner
  // (docs/product/partner-sign-in.md#sign-in-refusals).
  await signInAsPartner(partnerPage, partnerPage.url(), partner);
  await expect(toast(partnerPage, "Access Denied", PARTNER_SIGN_IN_REFUSALS.suspended)).toBeVisible();
  await expect(partnerPage).toHaveURL(/\/login$/);
  await expect(partnerPage.getByRole("heading", { level: 1, name: "Partner Sign In" })).toBeVisible();

  await admin.context().close();
  await partnerPage.context().close();
});

test("an admin edits a partner's tier and rate and the partner's Partner Tier card shows them", async ({
  browser,
  request,
  pageSignedInAs,
}, testInfo) => {
  const admin = await adminOnPartners(await pageSignedInAs("superadmin"));
  const partnerPage = await newPage(browser, testInfo);
  const partner = await createActivePartner({ admin, partnerPage, request, name: "Tiered" });

  // A new partner starts at Bronze and 10%.
  const row = await findPartner(admin, partner);
  await expect(row.getByText("Bronze Partner", { exact: true })).toBeVisible();
  const rate = row.locator("dt:text-is('Commission rate') + dd");
  await expect(rate).toHaveText("10%");

  await row.getByRole("button", { name: `Edit ${partner.company}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Edit ${partner.company}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /^Company Name/ })).toHaveValue(partner.company);
  const tier = dialog.getByRole("combobox", { name: /^Tier/ });
  await expect(tier).toHaveText("Bronze");
  await tier.click();
  await admin.getByRole("option", { name: "Platinum", exact: true }).click();
  await expect(tier).toHaveText("Platinum");
  const commission = dialog.getByRole("spinbutton", { name: /^Commission Rate/ });
  await expect(commission).toHaveValue("10");
  await commission.fill("17.5");
  await screenshotDialogViewports(admin, testInfo, dialog, "admin-edit-partner-dialog");

  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(admin, "Partner updated", `${partner.company}'s details were saved.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Platinum Partner", { exact: true })).toBeVisible();
  await expect(rate).toHaveText("17.5%");
  // Toasts cannot be closed while a dialog is open (Radix makes the page behind it inert): close them first.
  await clearScreen(admin);

  // The partner's details, at their own address, record the change in the history.
  await row.getByRole("link", { name: partner.company, exact: true }).click();
  // The list's search stays in the address under the details (docs/product/shell-and-navigation.md#lists-and-the-address).
  await expect(admin).toHaveURL(
    (url) =>
      url.pathname === `/partner-portal/partners/${partner.id}` &&
      url.searchParams.get("q") === partner.company,
  );
  const details = admin.getByRole("dialog", { name: partner.company });
  // The header's badge; the Tier section shows one too once its progress has loaded.
  await expect(details.getByText("Platinum Partner", { exact: true }).first()).toBeVisible();
  await expect(details.locator("dt:text-is('Commission rate') + dd")).toHaveText("17.5%");
  const edited = details
    .getByRole("list", { name: "History" })
    .getByRole("listitem")
    .filter({ hasText: "Details edited" });
  await expect(edited).toHaveCount(1);
  await expect(edited).toContainText("Tier: Bronze → Platinum");
  await expect(edited).toContainText("Commission rate: 10% → 17.5%");
  await expect(edited).toContainText("by Sofia Ramirez");
  await screenshotDialogViewports(admin, testInfo, details, "admin-partner-details");

  // The partner signs in on the internal host and sees its new terms on the Partner Portal.
  await signInAsPartner(partnerPage, "/partner/login", partner);
  await expect(partnerPage).toHaveURL(/\/partner\/dashboard$/);
  await expect(partnerPage.getByRole("heading", { level: 1, name: partner.company })).toBeVisible();
  await partnerPage.goto("/partner-portal");
  await expect(partnerPage.getByRole("heading", { level: 1, name: "Partner Dashboard" })).toBeVisible();
  await expect(statCard(partnerPage, "Partner Tier").value).toHaveText("Platinum");
  await expect(statCard(partnerPage, "Partner Tier").note).toHaveText("17.5% commission rate");

  await admin.context().close();
  await partnerPage.context().close();
});
