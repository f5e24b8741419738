import { readFile } from "node:fs/promises";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { dealItem, toast } from "./support/deal-screens";
import { createActivePartner, type FreshPartner } from "./support/fresh-partner";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// A partner of its own (apply, approve, set a password) works on the partner host: the demo partners' deals and
// counters stay as other specs expect them.
test.describe.configure({ timeout: 180_000 });

/** A tiny but well-formed PDF: the server judges a proposal by its bytes, not its name. */
const PROPOSAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  return context.newPage();
}

/** A fresh partner signed in on its dashboard on the partner host, made by `admin`, a superadmin's page. */
async function partnerOnItsDashboard(
  admin: Page,
  browser: Browser,
  testInfo: TestInfo,
  request: Parameters<typeof createActivePartner>[0]["request"],
  name: string,
) {
  const page = await newPage(browser, testInfo);
  const partner: FreshPartner = await createActivePartner({ admin, partnerPage: page, request, name });
  await admin.context().close();
  expect(new URL(page.url()).hostname).toBe("partners.localhost");
  return { page, partner };
}

async function fillDeal(page: Page, customer: string) {
  await page.getByRole("textbox", { name: "Company Name" }).fill(customer);
  await page.getByRole("textbox", { name: "Contact Person" }).fill("Dana Buyer");
  await page.getByRole("spinbutton", { name: "Deal Value (USD)" }).fill("25000");
}

test("a partner on the partner host submits a deal with a proposal, sees the upload's progress and finds the file on the deal; an outage says the form's own words", async ({
  browser,
  request,
  pageSignedInAs,
}, testInfo) => {
  const admin = await pageSignedInAs("superadmin");
  const { page } = await partnerOnItsDashboard(admin, browser, testInfo, request, "Hostdeals");
  const customer = `Proposal Customer ${Date.now().toString(36)}`;
  const fileName = `proposal-${Date.now()}.pdf`;

  await page.getByRole("tab", { name: "Submit Deal" }).click();
  await fillDeal(page, customer);
  await page.getByLabel("Attach proposal").setInputFiles({
    name: fileName,
    mimeType: "application/pdf",
    buffer: PROPOSAL_PDF,
  });
  await expect(page.getByText(fileName, { exact: true })).toBeVisible();
  await clearScreen(page);
  await screenshotViewports(page, testInfo, "partner-host-submit-deal-proposal");
  await expectAccessible(page, "the partner host's Submit Deal with a proposal");

  // The server is slowed a little, so the upload's progress stays on screen long enough to be seen.
  await page.route("**/api/v1/deals", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole("button", { name: "Submit Deal", exact: true }).click();
  await expect(
    page.getByRole("progressbar", { name: /Uploading your deal|Upload complete, saving/ }),
  ).toBeVisible();
  await expect(toast(page, "Deal Submitted!")).toBeVisible();
  await page.unroute("**/api/v1/deals");

  // The form moves on to My Deals, where the deal carries the proposal that was sent.
  const mine = dealItem(page, customer);
  await expect(mine).toBeVisible();
  const downloading = page.waitForEvent("download");
  await mine.getByRole("button", { name: `Download the proposal for ${customer}` }).click();
  expect(await readFile(await (await downloading).path())).toEqual(PROPOSAL_PDF);

  // The server cannot be reached: the form says what the product page names, and what to do beside its button.
  await clearScreen(page);
  await page.getByRole("tab", { name: "Submit Deal" }).click();
  await page.route(/\/(rpc|api\/v1)\//, (route) => route.abort("connectionrefused"));
  await fillDeal(page, `${customer} again`);
  await page.getByRole("button", { name: "Submit Deal", exact: true }).click();
  await expect(toast(page, "Submission Failed", "Failed to submit deal. Please try again.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "We could not reach the server." })).toContainText(
    "We could not reach the server. Please check your connection and try again.",
  );
  await page.unrouteAll();
  await page.context().close();
});

test("every address a partner may meet leads somewhere on the partner host", async ({
  browser,
  request,
  pageSignedInAs,
}, testInfo) => {
  const admin = await pageSignedInAs("superadmin");
  const { page } = await partnerOnItsDashboard(admin, browser, testInfo, request, "Hostlinks");
  const origin = new URL(page.url()).origin;
  const tabOpen = (name: string) =>
    expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");

  // The internal host's Partner Portal and Learning addresses lead to the dashboard's tabs.
  for (const [address, tab] of [
    ["/partner-portal", "Dashboard"],
    ["/partner-portal/submit-deal", "Submit Deal"],
    ["/partner-portal/deals", "My Deals"],
    ["/partner-portal/certifications", "Learning"],
    ["/partner-portal/resources", "Resources"],
    ["/lms", "Learning"],
  ] as const) {
    await page.goto(`${origin}${address}`);
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
    await tabOpen(tab);
  }

  // The not-found page's way back leads to the dashboard, through the partner host's root.
  await page.goto(`${origin}/no-such-page`);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  await tabOpen("Dashboard");

  // Every link on the dashboard's tabs stays on this host and opens a screen that exists here.
  for (const tab of ["Dashboard", "My Deals", "Learning", "Resources"]) {
    await page.getByRole("tab", { name: tab, exact: true }).click();
    const hrefs = await page
      .locator("main a[href]")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of new Set(hrefs)) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const check = await page.context().newPage();
      await check.goto(href);
      await expect(check.getByText("Oops! Page not found"), `${href} on the ${tab} tab`).toHaveCount(0);
      await check.close();
    }
  }
  await page.context().close();
});
