import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { centsOf, dealItem, dealItems, dollars, statCard, statusBadge, toast } from "./support/deal-screens";
import { ACME, partnerHostOrigin } from "./support/partner-session";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

/** A tiny but well-formed PDF: the server judges a proposal by its bytes, not its name. */
const PROPOSAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** One server and database serve every spec: each deal gets a customer no other test run uses. */
const uniqueCustomer = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The journey's deal value, $10,000.00, and Acme's commission on it at 15%: $1,500.00. */
const DEAL_CENTS = 1_000_000;
const COMMISSION_CENTS = (DEAL_CENTS * ACME.commissionPercent) / 100;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Opens the admin's All Deals on a superadmin's page, beside the partner's. */
async function adminOnAllDeals(page: Page): Promise<Page> {
  await page.goto("/partner-portal/deals");
  await expect(page.getByRole("heading", { level: 1, name: "Partner Portal Admin" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "All Partner Deals" })).toBeVisible();
  return page;
}

/** Types a search into the admin's deals list and waits for the server's answer to it. */
async function searchDeals(page: Page, term: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes("/deals/list") &&
      (response.request().postData() ?? "").includes(JSON.stringify(term)) &&
      response.ok(),
  );
  await page.getByRole("searchbox", { name: "Search deals" }).fill(term);
  await answered;
}

// Both journeys move Acme's counters (deals pending, commission): they run one after the other so each sees only
// its own changes. No other spec registers or closes Acme deals.
test.describe("a deal from registration to commission", () => {
  test.describe.configure({ mode: "default" });
  test.use({ signedInAs: "acme" });

  test("a partner registers a deal with a proposal on the Partner Portal; an admin finds it by the partner's contact, approves and wins it; the partner earns exactly 15%", async ({
    page,
    pageSignedInAs,
  }, testInfo) => {
    test.slow();
    const customer = uniqueCustomer("Portal Customer");
    const fileName = `proposal-${Date.now()}.pdf`;

    // The partner, signed in on the internal host, opens its Partner Portal.
    await page.goto("/partner-portal");
    await expect(page.getByRole("heading", { level: 1, name: "Partner Dashboard" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "My Dashboard" })).toHaveAttribute("aria-selected", "true");
    await expect(statCard(page, "Partner Tier").value).toHaveText("Gold");
    await expect(statCard(page, "Partner Tier").note).toHaveText("15% commission rate");
    await expect(statCard(page, "Total Commission").note).toHaveText("Earned to date");
    const commissionBefore = centsOf(await statCard(page, "Total Commission").value.innerText());
    const pendingBefore = Number(
      /^(\d+) pending review$/.exec(await statCard(page, "Total Deals").note.innerText())?.[1],
    );
    expect(pendingBefore).not.toBeNaN();
    await expect(page.getByRole("list", { name: "Recent deals" })).toBeVisible();
    await clearScreen(page);
    await screenshotViewports(page, testInfo, "partner-portal-my-dashboard");

    // Submit Deal, with a proposal.
    await page.getByRole("tab", { name: "Submit Deal" }).click();
    await expect(page).toHaveURL(/\/partner-portal\/submit-deal$/);
    await page.getByRole("textbox", { name: "Company Name" }).fill(customer);
    await page.getByRole("textbox", { name: "Contact Person" }).fill("Dana Buyer");
    await page.getByRole("spinbutton", { name: "Deal Value ($)" }).fill(String(DEAL_CENTS / 100));
    await page.getByLabel("Expected Close Date").fill(inDays(30));
    await page.getByRole("textbox", { name: "Description" }).fill("Forty seats, rollout next quarter.");
    await page.getByLabel("Attach proposal").setInputFiles({
      name: fileName,
      mimeType: "application/pdf",
      buffer: PROPOSAL_PDF,
    });
    await expect(page.getByText(fileName, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Submit Deal", exact: true }).click();
    await expect(
      toast(page, "Deal Submitted Successfully", "The deal has been submitted for review."),
    ).toBeVisible();
    // The form starts afresh.
    await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveValue("");
    await expect(page.getByText(fileName, { exact: true })).toHaveCount(0);
    await expect(statCard(page, "Total Deals").note).toHaveText(`${pendingBefore + 1} pending review`);

    // My Deals shows it submitted, with its value and contact.
    await page.getByRole("tab", { name: "My Deals" }).click();
    await expect(page.getByRole("heading", { name: "My Submitted Deals" })).toBeVisible();
    const mine = dealItem(page, customer);
    await expect(statusBadge(mine, "Submitted")).toBeVisible();
    await expect(mine).toContainText(dollars(DEAL_CENTS));
    await expect(mine).toContainText("Dana Buyer");
    await expect(mine.getByRole("button", { name: /^Approve/ })).toHaveCount(0);
    await clearScreen(page);
    await screenshotViewports(page, testInfo, "partner-portal-my-deals");

    // An admin, in a browser of its own, finds the deal by the partner's contact name: the server searches.
    const admin = await adminOnAllDeals(await pageSignedInAs("superadmin"));
    await searchDeals(admin, ACME.contact);
    const found = dealItem(admin, customer);
    await expect(found).toBeVisible();
    await expect(found).toContainText(`${ACME.company} (${ACME.contact})`);
    // Every deal the search shows is Acme's.
    const partnersShown = dealItems(admin).locator("dt:text-is('Partner') + dd");
    await expect
      .poll(async () => new Set(await partnersShown.allInnerTexts()))
      .toEqual(new Set([`${ACME.company} (${ACME.contact})`]));
    await clearScreen(admin);
    await screenshotViewports(admin, testInfo, "admin-all-deals-filters");
    await expectAccessible(admin, "the admin's All Deals with a search");

    // ... then narrows the list to this customer alone.
    await searchDeals(admin, customer);
    await expect(dealItems(admin)).toHaveCount(1);
    await expect(statusBadge(found, "Submitted")).toBeVisible();

    // The proposal downloads as the PDF that was sent.
    const downloading = admin.waitForEvent("download");
    await found.getByRole("button", { name: `Download the proposal for ${customer}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await readFile(await download.path())).toEqual(PROPOSAL_PDF);

    // Approve, then close won after confirming.
    await found.getByRole("button", { name: `Approve: ${customer}` }).click();
    await expect(toast(admin, "Deal Status Updated", "Deal status changed to Approved")).toBeVisible();
    await expect(statusBadge(found, "Approved")).toBeVisible();
    await found.getByRole("button", { name: `Mark Closed Won: ${customer}` }).click();
    const confirm = admin.getByRole("alertdialog", { name: `Mark ${customer} closed won?` });
    await expect(confirm).toContainText(dollars(DEAL_CENTS));
    await confirm.getByRole("button", { name: "Mark Closed Won" }).click();
    await expect(confirm).toBeHidden();
    await expect(toast(admin, "Deal Status Updated", "Deal status changed to Closed Won")).toBeVisible();
    await expect(statusBadge(found, "Closed Won")).toBeVisible();
    await expect(found.getByRole("button", { name: /^Mark Closed/ })).toHaveCount(0);

    // The payout: 15% of the deal's value, pending.
    await admin.getByRole("tab", { name: "Payouts", exact: true }).click();
    const payout = admin
      .getByRole("list", { name: "Payouts" })
      .getByRole("listitem")
      .filter({ has: admin.getByRole("heading", { name: customer, exact: true }) });
    await expect(payout).toHaveCount(1);
    await expect(payout).toContainText(ACME.company);
    // The rate recorded on the payout (the lists show it with two decimals today, the tier card without).
    await expect(payout.getByText(/^15(\.00)?% of \$10,000\.00$/)).toBeVisible();
    await expect(payout).toContainText(dollars(COMMISSION_CENTS));
    await expect(payout).toContainText("Pending");
    await admin.context().close();

    // The partner's Total Commission grew by exactly the commission, and My Deals says Closed Won.
    await page.goto("/partner-portal");
    await expect(statCard(page, "Total Commission").value).toHaveText(
      dollars(commissionBefore + COMMISSION_CENTS),
    );
    await expect(statCard(page, "Total Deals").note).toHaveText(`${pendingBefore} pending review`);
    await page.getByRole("tab", { name: "My Deals" }).click();
    await expect(statusBadge(dealItem(page, customer), "Closed Won")).toBeVisible();
  });

  test("on the partner host's /dashboard a partner registers a deal, sees it pending, and Under Review once an admin takes it up", async ({
    page,
    pageSignedInAs,
  }, testInfo) => {
    test.slow();
    const customer = uniqueCustomer("Dashboard Customer");
    const origin = partnerHostOrigin(testInfo.project.use.baseURL);

    await page.goto(`${origin}/dashboard`);
    const header = page.getByRole("banner");
    await expect(header.getByText("Gold Partner", { exact: true })).toBeVisible();
    await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
    for (const label of ["Total Deals", "Total Commission", "Pending Deals", "Courses Completed"]) {
      await expect(statCard(page, label).value).toBeVisible();
    }
    await expect(page.getByRole("list", { name: "Recent deals" })).toBeVisible();
    await clearScreen(page);
    await screenshotViewports(page, testInfo, "partner-host-dashboard");
    await expectAccessible(page, "the partner dashboard");
    const pendingBefore = Number(await statCard(page, "Pending Deals").value.innerText());
    expect(pendingBefore).not.toBeNaN();

    await page.getByRole("tab", { name: "Submit Deal" }).click();
    await page.getByRole("textbox", { name: "Company Name" }).fill(customer);
    await page.getByRole("textbox", { name: "Contact Person" }).fill("Evan Buyer");
    await page.getByRole("spinbutton", { name: "Deal Value (USD)" }).fill("2500.50");
    await page.getByRole("button", { name: "Submit Deal", exact: true }).click();
    await expect(toast(page, "Deal Submitted!")).toBeVisible();

    // The dashboard moves on to My Deals, where the deal waits as submitted.
    await expect(page.getByRole("tab", { name: "My Deals" })).toHaveAttribute("aria-selected", "true");
    const mine = dealItem(page, customer);
    await expect(statusBadge(mine, "Submitted")).toBeVisible();
    await expect(mine).toContainText("$2,500.50");
    await expect(statCard(page, "Pending Deals").value).toHaveText(String(pendingBefore + 1));

    // An admin marks it in review.
    const admin = await adminOnAllDeals(await pageSignedInAs("superadmin"));
    await searchDeals(admin, customer);
    const found = dealItem(admin, customer);
    await found.getByRole("button", { name: `Mark In Review: ${customer}` }).click();
    await expect(toast(admin, "Deal Status Updated", "Deal status changed to In Review")).toBeVisible();
    await expect(statusBadge(found, "In Review")).toBeVisible();
    await admin.context().close();

    // This dashboard calls it Under Review; it still counts as pending.
    await page.reload();
    await page.getByRole("tab", { name: "My Deals" }).click();
    await expect(statusBadge(dealItem(page, customer), "Under Review")).toBeVisible();
    await expect(statCard(page, "Pending Deals").value).toHaveText(String(pendingBefore + 1));
  });
});

test("an admin who submits a deal without choosing a partner is asked to choose one", async ({
  pageSignedInAs,
}, testInfo) => {
  const page = await pageSignedInAs("superadmin");
  await page.goto("/partner-portal/submit-deal");
  await expect(page.getByRole("heading", { name: "Submit New Deal" })).toBeVisible();
  const partner = page.getByRole("combobox", { name: "Partner" });
  await expect(partner).toBeVisible();
  await clearScreen(page);
  await screenshotViewports(page, testInfo, "admin-submit-deal");

  await page.getByRole("textbox", { name: "Company Name" }).fill(uniqueCustomer("Unassigned Customer"));
  await page.getByRole("textbox", { name: "Contact Person" }).fill("Fay Buyer");
  await page.getByRole("spinbutton", { name: "Deal Value ($)" }).fill("500");
  await page.getByRole("button", { name: "Submit Deal", exact: true }).click();

  await expect(
    toast(page, "Partner Selection Required", "Please select a partner for this deal."),
  ).toBeVisible();
  await expect(partner).toHaveAccessibleDescription("Partner selection is required");
  await expect(partner).toHaveAttribute("aria-invalid", "true");
  // Nothing was sent: the form keeps what was typed.
  await expect(page.getByRole("textbox", { name: "Contact Person" })).toHaveValue("Fay Buyer");
  await expect(toast(page, "Deal Submitted Successfully")).toHaveCount(0);
  await clearScreen(page);
  await screenshotViewports(page, testInfo, "admin-submit-deal-partner-required");
});
