import { expect, type Page } from "@playwright/test";

/**
 * Closes every toast and scrolls back to the top. A full-page screenshot of a scrolled page draws the sticky
 * top bar and the sidebar where the scroll left them, and a toast at the viewport's foot lands mid-page.
 */
export async function clearScreen(page: Page): Promise<void> {
  const toasts = page.locator("[data-sonner-toast]");
  // The front toast's close button is the one a person can reach; closing it brings the next one forward.
  const frontClose = page.locator("[data-sonner-toast][data-front='true'] [data-close-button]");
  // Toasts also leave on their own: a click that finds its toast gone is simply tried again.
  await expect(async () => {
    if ((await toasts.count()) > 0) await frontClose.click({ timeout: 1_000 }).catch(() => undefined);
    expect(await toasts.count()).toBe(0);
  }).toPass({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}
