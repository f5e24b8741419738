import { expect, type Page } from "@playwright/test";

/**
 * Closes every toast and scrolls back to the top. A full-page screenshot of a scrolled page draws the sticky
 * top bar and the sidebar where the scroll left them, and a toast at the viewport's foot lands mid-page.
 */
export async function clearScreen(page: Page): Promise<void> {
  const toasts = page.locator("[data-sonner-toast]");
  // The front toast's close button is the one a person can reach; closing it brings the next one forward.
  const frontClose = page.locator("[data-sonner-toast][data-front='true'] [data-close-button]");
  for (let left = await toasts.count(); left > 0; left = await toasts.count()) {
    if (await frontClose.isVisible()) await frontClose.click();
    // Toasts also leave on their own, so wait for fewer rather than for one fewer.
    await expect.poll(() => toasts.count()).toBeLessThan(left);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
