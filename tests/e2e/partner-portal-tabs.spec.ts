import type { Page } from "@playwright/test";
import { screenshotAsIs, screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

const ADMIN_TABS = [
  "Submit Deal",
  "All Deals",
  "Performance",
  "Applications",
  "Partners",
  "Certifications",
  "Resources",
];

/** The module's own tabs (All Deals holds a tab list of its own). */
const moduleTabs = (page: Page) => page.getByRole("tablist", { name: "Partner Portal" }).getByRole("tab");

/** Where each tab sits and how many lines its label takes. */
function tabLayout(page: Page) {
  return moduleTabs(page).evaluateAll((tabs) =>
    tabs.map((tab) => {
      const label = document.createRange();
      label.selectNodeContents(tab);
      const lineTops = new Set([...label.getClientRects()].map((rect) => Math.round(rect.top)));
      return { name: tab.textContent, top: (tab as HTMLElement).offsetTop, lines: lineTops.size };
    }),
  );
}

test("the Partner Portal's tabs stay one row of one-line labels on a phone, scrolling sideways", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/partner-portal");
  const tabList = page.getByRole("tablist", { name: "Partner Portal" });
  await expect(moduleTabs(page)).toHaveText(ADMIN_TABS);

  const layout = await tabLayout(page);
  expect(new Set(layout.map((tab) => tab.top)).size, JSON.stringify(layout)).toBe(1);
  expect(layout.filter((tab) => tab.lines !== 1)).toEqual([]);
  // Seven labels do not fit 375 px: the row scrolls instead of squeezing or wrapping them.
  expect(await tabList.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The keyboard reaches the last tab, which scrolls into view with its focus ring showing.
  await page.getByRole("tab", { name: "All Deals" }).focus();
  // Radix moves the focus on a timer after each key: wait for it, or a quick next key acts on the old tab.
  for (const name of ADMIN_TABS.slice(2)) {
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name })).toBeFocused();
  }
  const resources = page.getByRole("tab", { name: "Resources" });
  await expect(resources).toHaveAttribute("aria-selected", "true");
  await expect(resources).toBeInViewport({ ratio: 1 });
  expect(await resources.evaluate((tab) => getComputedStyle(tab).boxShadow)).not.toBe("none");
  await expect(page.getByRole("tabpanel")).toContainText("Resource Library");
  await screenshotAsIs(page, testInfo, "partner-portal-tabs-phone-last-tab-focused");

  await page.getByRole("tab", { name: "All Deals" }).click();
  await screenshotViewports(page, testInfo, "partner-portal-tabs");
  await page.setViewportSize({ width: 1280, height: 800 });
  const wide = await tabLayout(page);
  expect(new Set(wide.map((tab) => tab.top)).size).toBe(1);
  expect(await tabList.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(false);
});
