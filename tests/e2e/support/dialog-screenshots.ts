import type { Locator, Page, TestInfo } from "@playwright/test";

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 812 },
];

/**
 * Screenshots of an open dialog at desktop and phone width. A dialog is fixed to the viewport and scrolls inside
 * itself, so a full-page shot would show only its first screen over an undimmed page: these are viewport shots,
 * the dialog scrolled to its top and, when it scrolls, once more scrolled to its end ("-end").
 */
export async function screenshotDialogViewports(
  page: Page,
  testInfo: TestInfo,
  dialog: Locator,
  name: string,
): Promise<void> {
  const original = page.viewportSize();
  const shoot = async (file: string) => {
    const path = testInfo.outputPath(`${file}.png`);
    await page.screenshot({ path, animations: "disabled" });
    await testInfo.attach(file, { path, contentType: "image/png" });
  };
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await dialog.evaluate((element) => element.scrollTo(0, 0));
    await shoot(`${name}-${viewport.name}`);
    const scrolls = await dialog.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    if (scrolls) {
      await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await shoot(`${name}-${viewport.name}-end`);
      await dialog.evaluate((element) => element.scrollTo(0, 0));
    }
  }
  if (original) await page.setViewportSize(original);
}
