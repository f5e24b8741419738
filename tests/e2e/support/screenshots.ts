import type { Page, TestInfo } from "@playwright/test";

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 812 },
];

/** Full-page screenshots of the current page at desktop and phone width, kept in the test's output folder. */
export async function screenshotViewports(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // A full-page shot of a scrolled page draws the sticky bars where the scroll left them, over the content.
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = testInfo.outputPath(`${name}-${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
    await testInfo.attach(`${name}-${viewport.name}`, { path: file, contentType: "image/png" });
  }
  if (original) await page.setViewportSize(original);
}

/** A screenshot of the page at its current size, for states that exist at one width only (e.g. an open sheet). */
export async function screenshotAsIs(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, animations: "disabled" });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}
