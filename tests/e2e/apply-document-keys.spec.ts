import { expect, test } from "@playwright/test";

const PRESSES = 12;

// Playwright sees a file picker only once it intercepts them, which it switches on, without waiting, when the
// first "filechooser" listener is added. Enter opens the picker while the key is down, Space when it comes up:
// a listener added just before each press missed about one Enter in five and no Space, which looked like Enter
// failing now and then. Listening from before the page loads sees every picker the page opens.
for (const key of ["Enter", "Space"]) {
  test(`${key} on the /apply drop zone opens the file picker every time`, async ({ page }) => {
    let opened = 0;
    page.on("filechooser", () => {
      opened += 1;
    });
    await page.goto("/apply");
    // The page is painted before the app hydrates it, inert until then (decision 0032): focus() does not wait.
    await expect(page.locator("[inert]")).toHaveCount(0);
    const dropZone = page.getByLabel("Attach documents");
    await dropZone.focus();
    await expect(dropZone).toBeFocused();
    for (let press = 1; press <= PRESSES; press += 1) {
      await page.keyboard.press(key);
      await expect.poll(() => opened, { message: `press ${press} of ${key} opens the picker` }).toBe(press);
    }
  });
}
