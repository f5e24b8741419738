import { mkdir, readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// The Analytics tab (docs/product/business-intelligence.md#analytics): an administrator sees every chart over the
// demo's figures, switches the period, reads a chart as a table and downloads its CSV, in both themes.

test.use({ signedInAs: "admin" });

// axe several times and full-page screenshots at two widths.
test.slow();

const CHARTS = [
  "Pipeline by Status",
  "Won Value and Commission",
  "Top Partners",
  "Certificates by Month",
  "Tickets and SLA Attainment",
];

/** A drawing has been drawn: the chart's chunk loaded and recharts measured its box. */
const drawn = (page: Page, chart: string) =>
  expect(
    page.getByRole("region", { name: chart }).getByRole("figure").locator("svg.recharts-surface").first(),
  ).toBeVisible();

/** Full-page shots at 1280 and 375 px, kept in /tmp/shots for a person to look at as well as in the report. */
async function keepShots(page: Page, name: string) {
  await mkdir("/tmp/shots", { recursive: true });
  const original = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const chart of CHARTS) await drawn(page, chart);
    await page.screenshot({
      path: `/tmp/shots/${name}-${width}.png`,
      fullPage: true,
      animations: "disabled",
    });
  }
  if (original) await page.setViewportSize(original);
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test("an administrator reads the charts over a period, as tables and as CSV", async ({
      page,
    }, testInfo) => {
      await page.goto("/business-intelligence/analytics");
      await expect(page.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(page.getByRole("combobox", { name: "Period" })).toHaveText("Last 12 months");
      for (const chart of CHARTS) await drawn(page, chart);
      await expect(page.getByText("Conversion", { exact: true })).toBeVisible();
      await expect(page.getByText(/^\d[\d,]* of \d[\d,]* deals$/)).toBeVisible();
      await expect(page.getByText("Median Days to Close")).toBeVisible();

      // Tab reaches a drawing, and the arrow keys walk its months, the tooltip giving each one's figures.
      const won = page.getByRole("region", { name: "Won Value and Commission" });
      await won.getByRole("button", { name: "Show table" }).focus();
      await page.keyboard.press("Tab");
      // The drawing itself, not a legend's icon (drawn by recharts as a surface too).
      await expect(won.getByRole("application")).toBeFocused();
      await page.keyboard.press("ArrowRight");
      const tooltip = won.locator(".recharts-tooltip-wrapper");
      await expect(tooltip).toContainText(/^[A-Z][a-z]{2} \d{4}/);
      await expect(tooltip).toContainText(/Value Won : \$[\d,.]+/);
      await expect(tooltip).toContainText(/Commission : \$[\d,.]+/);
      const first = await tooltip.textContent();
      await page.keyboard.press("ArrowRight");
      await expect(tooltip).not.toHaveText(first ?? "");
      await expectAccessible(page, `the Analytics tab with a chart's tooltip (${theme})`);
      await page.keyboard.press("Escape");
      await expectAccessible(page, `the Analytics tab (${theme})`);
      await keepShots(page, `analytics-${theme}`);
      await screenshotViewports(page, testInfo, `analytics-${theme}`);

      // Another period is asked of the server and kept in the address.
      await page.getByRole("combobox", { name: "Period" }).click();
      await page.getByRole("option", { name: "Last 3 months" }).click();
      await expect(page).toHaveURL(/\/business-intelligence\/analytics\?period=3m$/);
      await expect(page.getByText("The portal's figures month by month, last 3 months.")).toBeVisible();
      const tickets = page.getByRole("region", { name: "Tickets and SLA Attainment" });
      await expect(tickets.getByRole("figure", { name: /last 3 months/ })).toBeVisible();

      // A chart as its table, then that table's figures as CSV.
      await tickets.getByRole("button", { name: "Show table" }).click();
      const table = tickets.getByRole("table", {
        name: "Tickets opened and solved by month, with SLA attainment",
      });
      await expect(table.getByRole("columnheader")).toHaveText([
        "Month",
        "Opened",
        "Solved",
        "Solved Within SLA",
        "SLA Attainment",
      ]);
      await expect(table.getByRole("row")).toHaveCount(4);
      await expectAccessible(page, `the Analytics tab with a chart as a table (${theme})`);

      const downloading = page.waitForEvent("download");
      await tickets.getByRole("button", { name: "Download CSV of Tickets and SLA Attainment" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^analytics-tickets-3m-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await readFile(await download.path(), "utf8")).split("\r\n");
      expect(lines[0]).toBe("Month,Opened,Solved,Solved Within SLA,SLA Attainment");
      expect(lines).toHaveLength(5);
    });
  });
}
