import { expectAccessible } from "./support/axe";
import { ACME, partnerHostOrigin } from "./support/partner-session";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// Performance Tracking (docs/product/deals.md#performance-tracking): the ranking for staff, a partner's own
// figures on its dashboard.

test("an administrator ranks the partners over a chosen period and reads a chart as a table", async ({
  pageSignedInAs,
}, testInfo) => {
  const page = await pageSignedInAs("admin");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: "Performance Tracking" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/performance$/);
  await expect(nav.getByRole("link", { name: "Performance Tracking" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("tab", { name: "Performance" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Partner Performance" })).toBeVisible();
  const ranking = page.getByRole("table", { name: "Partners ranked by deals won, last 12 months" });
  await expect(ranking.getByRole("row", { name: new RegExp(ACME.company) })).toBeVisible();

  await page.getByRole("combobox", { name: "Period" }).click();
  await page.getByRole("option", { name: "All time" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/performance\?period=all$/);
  const allTime = page.getByRole("table", { name: "Partners ranked by deals won, all time" });
  await expect(allTime.getByRole("row", { name: new RegExp(ACME.company) })).toBeVisible();

  const chart = page.getByRole("region", { name: "Deals won by Partner" });
  await expect(
    chart
      .getByRole("figure", { name: /Bar chart of deals won/ })
      .locator("svg")
      .first(),
  ).toBeVisible();
  await screenshotViewports(page, testInfo, "performance-ranking");
  await expectAccessible(page, "Performance Tracking, ranking");

  await chart.getByRole("button", { name: "Show table" }).click();
  const figures = chart.getByRole("table", { name: "Deals won by partner" });
  await expect(figures.getByRole("row", { name: new RegExp(ACME.company) })).toBeVisible();
  await expectAccessible(page, "Performance Tracking, the chart as a table");

  // Back returns to the period before, as for any choice kept in the address.
  await page.goBack();
  await expect(
    page.getByRole("table", { name: "Partners ranked by deals won, last 12 months" }),
  ).toBeVisible();
});

test("a partner sees only its own figures on its dashboard, and the ranking is refused to it", async ({
  pageSignedInAs,
  baseURL,
}, testInfo) => {
  const partnerHost = partnerHostOrigin(baseURL);
  const page = await pageSignedInAs("acme");
  await page.goto(`${partnerHost}/dashboard`);
  await page.getByRole("tab", { name: "Performance" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=performance$/);
  await expect(page.getByRole("heading", { name: "My Performance" })).toBeVisible();
  await expect(page.getByText("Win Rate", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Partner Performance" })).toHaveCount(0);

  const byStatus = page.getByRole("region", { name: "Deals by Status" });
  await byStatus.getByRole("button", { name: "Show table" }).click();
  await expect(byStatus.getByRole("row", { name: /Closed Won/ })).toBeVisible();
  await screenshotViewports(page, testInfo, "performance-partner");
  await expectAccessible(page, "Partner dashboard, Performance tab");

  // Asked from the partner's own browser (Node cannot resolve the partner host's name).
  const rankingStatus = await page.evaluate(async () => (await fetch("/api/v1/performance/ranking")).status);
  expect(rankingStatus).toBe(403);
});
