import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// Saved reports (docs/product/business-intelligence.md#saved-reports): an administrator builds a grouped report
// over the demo's deals, saves it, opens it and exports it.

test.use({ signedInAs: "admin" });

// axe several times and full-page screenshots at two widths.
test.slow();

/** One server and database serve every spec: the report gets a name no other test run uses. */
const NAME = `Deal value by status ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function choose(page: Page, menu: string, option: string) {
  await page.getByRole("main").getByRole("combobox", { name: menu, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a grouped deals report is built with a live preview, saved, viewed and exported as CSV", async ({
  page,
}, testInfo) => {
  await page.goto("/business-intelligence/reports");
  await page.getByRole("link", { name: "Create Report" }).click();
  await expect(page).toHaveURL(/\/business-intelligence\/reports\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create Report" })).toBeVisible();

  await page.getByRole("textbox", { name: /^Name/ }).fill(NAME);
  await page.getByRole("textbox", { name: "Description" }).fill("Deals counted and summed by status.");
  await page.getByRole("radio", { name: "Deals" }).check();
  await page.getByRole("checkbox", { name: "Group rows and show figures for each group" }).check();
  await choose(page, "Group 1", "Status");
  await page.getByRole("button", { name: "Add figure" }).click();
  await choose(page, "Sort by", "Sum of Deal Value");
  await choose(page, "Direction", "Descending");

  const preview = page.getByRole("table", { name: "Preview of the report's first rows" });
  await expect(preview.getByRole("columnheader")).toHaveText(["Status", "Count", "Sum of Deal Value"]);
  await expect(preview.getByRole("row").nth(1)).toBeVisible();
  await expectAccessible(page, "the report builder");
  await screenshotViewports(page, testInfo, "report-builder");

  await page.getByRole("button", { name: "Create Report" }).click();
  await expect(page).toHaveURL(/\/business-intelligence\/reports\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  const result = page.getByRole("table", { name: `${NAME}: result` });
  await expect(result.getByRole("columnheader")).toHaveText(["Status", "Count", "Sum of Deal Value"]);
  // Amounts in dollars, right-aligned; statuses by their labels.
  await expect(result.getByRole("row").nth(1).getByRole("cell").last()).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(result.getByRole("row").nth(1).getByRole("cell").last()).toHaveClass(/text-right/);
  await expect(result.getByRole("cell", { name: "closed_won" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Edit" })).toBeVisible();
  await expectAccessible(page, "a saved report's page", { structure: true });
  await screenshotViewports(page, testInfo, "report-page");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toBe("Status,Count,Sum of Deal Value");

  await page.getByRole("link", { name: "Back to reports" }).click();
  const search = page.getByRole("searchbox", { name: "Search reports" });
  await search.fill(NAME.toUpperCase());
  await expect(page).toHaveURL(/\?q=/);
  const card = page.getByRole("list", { name: "Reports" }).getByRole("listitem");
  await expect(card.getByRole("heading", { level: 3 })).toHaveText([NAME]);
  await expect(card.getByText("Only me")).toBeVisible();
  await expectAccessible(page, "Business Intelligence, Reports & Dashboards tab");
  await screenshotViewports(page, testInfo, "report-library");

  await card.getByRole("link", { name: `View ${NAME}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
});
