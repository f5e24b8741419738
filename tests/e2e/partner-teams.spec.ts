import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { partnerHostOrigin } from "./support/partner-session";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// docs/product/partner-teams.md: Acme's contact is its partner admin; its demo sales reps, Ravi Shah
// (rep1@acme.example) and Sam Ortiz (rep2@acme.example), registered two deals each. Nothing here changes them.
test.describe.configure({ timeout: 150_000 });

const RAVIS_DEALS = ["Northwind Traders", "Tailspin Toys"];

/** The customers of the deals the list shows, in its order. */
const listedCustomers = (page: Page) =>
  page.getByRole("list", { name: "Deals" }).locator(":scope > li h3").allTextContents();

for (const theme of ["light", "dark"] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test("Acme's partner admin sees the team and narrows the team's deals to one member", async ({
      pageSignedInAs,
    }, testInfo) => {
      const page = await pageSignedInAs("acme");
      await page.goto(`${partnerHostOrigin(testInfo.project.use.baseURL)}/dashboard?tab=team`);
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const team = page.getByRole("list", { name: "Team members" });
      await expect(team.getByRole("listitem")).toHaveCount(3);
      const alice = team.getByRole("listitem").filter({ hasText: "Alice Johnson" });
      await expect(alice).toContainText("Partner Admin");
      await expect(alice).toContainText("Contact");
      await expect(alice.getByRole("button")).toHaveCount(0);
      for (const rep of ["Ravi Shah", "Sam Ortiz"]) {
        const row = team.getByRole("listitem").filter({ hasText: rep });
        await expect(row).toContainText("Sales Rep");
        await expect(row.getByRole("button", { name: `Make Partner Admin: ${rep}` })).toBeVisible();
        await expect(row.getByRole("button", { name: `Remove ${rep}` })).toBeVisible();
      }
      await expectAccessible(page, `the partner dashboard's Team tab (${theme})`, { structure: true });
      await screenshotViewports(page, testInfo, `partner-team-${theme}`);

      // Remove asks first, and Cancel changes nothing.
      await team.getByRole("button", { name: "Remove Sam Ortiz" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Remove Sam Ortiz?" });
      await expect(confirm).toContainText("They are signed out at once");
      await expectAccessible(page, `the Remove member confirmation (${theme})`);
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();
      await expect(team.getByRole("listitem")).toHaveCount(3);

      await page.getByRole("tab", { name: "My Deals" }).click();
      await expect(page.getByRole("heading", { name: "My Submitted Deals" })).toBeVisible();
      await page.getByRole("combobox", { name: "Member" }).click();
      await page.getByRole("option", { name: "Ravi Shah" }).click();
      await expect.poll(() => listedCustomers(page)).toEqual(RAVIS_DEALS);
      await expect(page).toHaveURL(/member=/);
      await expect(page.getByRole("list", { name: "Deals" }).locator(":scope > li").first()).toContainText(
        "Submitted byRavi Shah",
      );
      await expectAccessible(page, `the team's deals of one member (${theme})`);
      await screenshotViewports(page, testInfo, `partner-team-deals-${theme}`);
    });
  });
}

test("a sales rep signs in as themselves and works on their own deals, without the team's Team or API", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${partnerHostOrigin(testInfo.project.use.baseURL)}/login`);
  await page.getByLabel("Email").fill("rep1@acme.example");
  await page.getByLabel("Password").fill("partner-demo");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Acme Solutions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome, Ravi Shah" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Team" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "API" })).toHaveCount(0);

  await page.getByRole("tab", { name: "My Deals" }).click();
  await expect(page.getByRole("heading", { name: "My Submitted Deals" })).toBeVisible();
  await expect.poll(() => listedCustomers(page)).toEqual(RAVIS_DEALS);
  await expect(page.getByRole("combobox", { name: "Member" })).toHaveCount(0);
  await expectAccessible(page, "a sales rep's own deals", { structure: true });
  await screenshotViewports(page, testInfo, "sales-rep-deals");

  // The address of a tab the rep does not have opens Dashboard instead.
  await page.goto(`${partnerHostOrigin(testInfo.project.use.baseURL)}/dashboard?tab=team`);
  await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
  await context.close();
});
