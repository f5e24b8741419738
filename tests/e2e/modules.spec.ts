import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// Customer Success shows the demo's customers (src/server/db/demo/customer-success.ts); Learning shows the demo
// courses; Business Intelligence's reports and schedules need a reports permission the demo's user lacks.

test.use({ signedInAs: "user" });

// Each test runs axe several times and takes full-page screenshots at two widths.
test.slow();

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const main = (page: Page) => page.getByRole("main");
/** The level-3 headings of the open tab's list: customers, courses or reports. */
const listedNames = (page: Page) =>
  page.getByRole("tabpanel").getByRole("listitem").getByRole("heading", { level: 3 });

/** The demo's customers by name (other specs add customers of their own, never with these names). */
const DEMO_CUSTOMERS = [
  "Alpine Ski House",
  "City Power & Light",
  "Fourth Coffee",
  "Graphic Design Institute",
  "Humongous Insurance",
  "Lucerne Publishing",
  "Margie's Travel",
  "Tailspin Toys",
  "Trey Research",
  "Wide World Importers",
  "Woodgrove Bank",
];

test("Customer Success: the directory lists the demo's customers, searches name or contact ignoring case, filters and sorts", async ({
  page,
}, testInfo) => {
  await page.goto("/customer-success");
  await expect(h1(page)).toHaveText("Customer Success");
  for (const kpi of ["Healthy Customers", "At Risk", "Avg Health Score", "Churn Rate"]) {
    const card = main(page)
      .locator("dl > div")
      .filter({ has: page.getByRole("term").filter({ hasText: new RegExp(`^${kpi}$`) }) });
    await expect(card.getByRole("definition").nth(1)).toHaveText(/from last month$/);
  }
  await expect(page.getByText("Sample data")).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Customer Overview" })).toHaveAttribute("aria-selected", "true");
  // Sorted by name; customers other specs add fall in between.
  await expect(listedNames(page)).toContainText(DEMO_CUSTOMERS);
  const tailspin = page
    .getByRole("list", { name: "Customers" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: "Tailspin Toys" }) });
  for (const fact of [
    "Marcus Reed",
    "marcus.reed@tailspintoys.example",
    "+1 206 555 0131",
    "Acme Solutions",
  ]) {
    await expect(tailspin.getByRole("definition").filter({ hasText: fact })).toBeVisible();
  }
  await expect(tailspin.getByRole("term")).toContainText(["Health score", "Status", "Last contact"]);
  await expect(tailspin.getByRole("definition").filter({ hasText: /^\d+%$/ })).toBeVisible();
  await screenshotViewports(page, testInfo, "customer-success");
  await expectAccessible(page, "Customer Success");

  // The search asks the server: a company's name or its contact's, ignoring case.
  const search = page.getByRole("searchbox", { name: "Search customers" });
  await search.fill("tailspin");
  await expect(listedNames(page)).toHaveText(["Tailspin Toys"]);
  await search.fill("ELENA");
  await expect(listedNames(page)).toHaveText(["Wide World Importers"]);
  await search.fill("no such customer");
  await expect(listedNames(page)).toHaveCount(0);
  await expect(page.getByText('No customers match "no such customer".', { exact: false })).toBeVisible();
  await search.fill("");
  await expect(listedNames(page)).toContainText(DEMO_CUSTOMERS);

  // The filters and the sort are the server's too: the one churned customer, the weakest first.
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Churned", exact: true }).click();
  await expect(listedNames(page)).toHaveText(["Trey Research"]);
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "All statuses", exact: true }).click();
  await page.getByRole("combobox", { name: "Sort by" }).click();
  await page.getByRole("option", { name: "Health: lowest first", exact: true }).click();
  await expect(listedNames(page).first()).toHaveText("Margie's Travel");

  // View Details opens the customer's page.
  await page.getByRole("link", { name: "View Details for Margie's Travel" }).click();
  await expect(h1(page)).toHaveText("Margie's Travel");
  await expect(page).toHaveURL(/\/customer-success\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("list", { name: "Health inputs" }).getByRole("listitem")).toHaveCount(5);
  await page.getByRole("link", { name: "Back to Customer Success" }).click();

  await page.getByRole("tab", { name: "Health Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Customers by Health" })).toBeVisible();
  // Radix tabs move with the arrow keys and keep focus on the tab they select.
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Onboarding" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Onboarding" })).toHaveAttribute("aria-selected", "true");
  // Fourth Coffee started 20 days ago: its kickoff is done, three steps to go.
  await expect(page.getByRole("progressbar", { name: "Onboarding progress of Fourth Coffee" })).toBeVisible();
  await expectAccessible(page, "Customer Success, Onboarding tab");

  // The sidebar's Support Tickets entry opens its own tab, listing the demo's tickets, and is highlighted.
  await page.goto("/customer-success/tickets");
  await expect(h1(page)).toHaveText("Customer Success");
  await expect(page.getByRole("tab", { name: "Support Tickets" })).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("link", { name: "#1 Order sync stopped after the last update", exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Support Tickets" }),
  ).toHaveAttribute("aria-current", "page");
});

test("Learning: deep links pick the tab and the catalog search asks the server", async ({
  page,
}, testInfo) => {
  await page.goto("/lms/my-learning");
  await expect(h1(page)).toHaveText("Learning Management");
  await expect(page.getByRole("tab", { name: "My Learning" })).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("progressbar", { name: "Progress in Customer Success Fundamentals" }),
  ).toHaveAttribute("aria-valuenow", "50");
  await screenshotViewports(page, testInfo, "learning-my-learning");
  await expectAccessible(page, "Learning, My Learning tab");

  await page.goto("/lms/certifications");
  await expect(page.getByRole("tab", { name: "Certifications" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No certifications yet.")).toBeVisible();

  // Published courses for staff or both; the partners-only draft is not among them.
  await page.goto("/lms");
  await expect(page.getByRole("tab", { name: "Course Catalog" })).toHaveAttribute("aria-selected", "true");
  await expect(listedNames(page)).toHaveCount(4);
  await screenshotViewports(page, testInfo, "learning-catalog");
  await expectAccessible(page, "Learning, Course Catalog tab");

  const search = page.getByRole("searchbox", { name: "Search courses" });
  await search.fill("sales");
  await expect(listedNames(page)).toHaveText(["Consultative Selling: Discovery to Close"]);
  await search.fill("Customer Success");
  await expect(listedNames(page)).toHaveText(["Customer Success Fundamentals"]);
  await expect(page.getByRole("link", { name: "Continue Customer Success Fundamentals" })).toBeVisible();

  // A sidebar link to another tab's path switches the tab on the page already open.
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "My Learning" })
    .click();
  await expect(page.getByRole("tab", { name: "My Learning" })).toHaveAttribute("aria-selected", "true");
});

test("Business Intelligence: deep links pick the tab, and saved reports need a reports permission", async ({
  page,
}, testInfo) => {
  await page.goto("/business-intelligence/scheduled");
  await expect(h1(page)).toHaveText("Business Intelligence");
  await expect(page.getByRole("tab", { name: "Scheduled Reports" })).toHaveAttribute("aria-selected", "true");
  // The demo's user holds no reports permission: no figures, and the tab says what opens it.
  await expect(page.getByRole("heading", { name: "No access to scheduled reports" })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: /^Saved Reports$/ })).toHaveCount(0);
  await expect(page.getByText("Sample data")).toHaveCount(0);
  await screenshotViewports(page, testInfo, "business-intelligence-scheduled");
  await expectAccessible(page, "Business Intelligence, Scheduled Reports tab");

  for (const path of ["/business-intelligence", "/business-intelligence/reports"]) {
    await page.goto(path);
    await expect(page.getByRole("tab", { name: "Reports & Dashboards" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  }
  // The demo's user holds no reports permission: the tab says what opens it (tests/e2e/reports.spec.ts builds one).
  await expect(page.getByRole("heading", { name: "No access to saved reports" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Report" })).toHaveCount(0);
  await screenshotViewports(page, testInfo, "business-intelligence-reports");
  await expectAccessible(page, "Business Intelligence, Reports & Dashboards tab");

  // Nor does the user hold view_analytics: the tab says what opens it (tests/e2e/analytics.spec.ts draws the charts).
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { name: "No access to analytics" })).toBeVisible();
});

test("each module tab has its own address, and Back returns to the tab before", async ({ page }) => {
  await page.goto("/customer-success");
  await page.getByRole("tab", { name: "Health Dashboard" }).click();
  await expect(page).toHaveURL(/\/customer-success\/health$/);
  await page.getByRole("tab", { name: "Onboarding" }).click();
  await expect(page).toHaveURL(/\/customer-success\/onboarding$/);
  await expect(page.getByRole("tab", { name: "Onboarding" })).toHaveAttribute("aria-selected", "true");

  // One history entry per tab chosen: a single Back is the tab before.
  await page.goBack();
  await expect(page).toHaveURL(/\/customer-success\/health$/);
  await expect(page.getByRole("tab", { name: "Health Dashboard" })).toHaveAttribute("aria-selected", "true");
  await page.goBack();
  await expect(page).toHaveURL(/\/customer-success$/);
  await expect(page.getByRole("tab", { name: "Customer Overview" })).toHaveAttribute("aria-selected", "true");

  // A deep link opens its tab.
  await page.goto("/business-intelligence/analytics");
  await expect(page.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
});
