import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { SHELL_SCREENS } from "./support/shell-screens";
import { expect, test } from "./support/signed-in";

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

test("the pages seen before signing in pass axe", async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL ?? "").port;
  const pages = [
    "/login",
    "/partner/login",
    "/partner/apply",
    "/status",
    "/partner/setup-password",
    `http://partners.localhost:${port}/login`,
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(h1(page)).toBeVisible();
    await expectAccessible(page, path);
  }
  await page.goto("/partner/login");
  await page.getByRole("button", { name: "First Time? Set Up Password" }).click();
  await expect(page.getByRole("button", { name: "Send Setup Email" })).toBeVisible();
  await expectAccessible(page, "the partner password setup request");

  await page.goto("/no/such/page");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expectAccessible(page, "the 404 page");
});

/** Whether the focused element draws a focus indicator: an outline or a ring (box-shadow). */
function hasVisibleFocus(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    return outlined || style.boxShadow !== "none";
  });
}

test.describe("signed in as the superadmin", () => {
  test.use({ signedInAs: "superadmin" });

  test("every screen of the shell passes axe", async ({ page }) => {
    // Twelve screens, each checked in full. One walk through the sidebar: a test per screen would load the whole
    // app for each, which costs more than the screen's own check.
    test.setTimeout(120_000);
    await page.goto("/");
    for (const screen of SHELL_SCREENS) {
      await page
        .getByRole("navigation", { name: "Main navigation" })
        .getByRole("link", { name: screen.item, exact: true })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
      await expectAccessible(page, screen.path);
    }
  });

  test("the shell's collapsed sidebar, account menu and phone layout pass axe", async ({ page }) => {
    await page.goto("/");
    await expect(h1(page)).toHaveText("Portal Dashboard");

    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(page.locator('[data-sidebar="sidebar"]')).toHaveAttribute("data-state", "collapsed");
    await page.getByRole("link", { name: "Course Catalog" }).hover();
    await expect(page.getByRole("tooltip")).toBeVisible();
    await expectAccessible(page, "the collapsed sidebar with a tooltip");

    await page.getByRole("button", { name: "superadmin" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAccessible(page, "the open account menu");
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(h1(page)).toBeVisible();
    await expectAccessible(page, "the dashboard on a phone");
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
    await expectAccessible(page, "the sidebar sheet");
  });

  test("every control of the shell is reachable with Tab and shows where focus is", async ({ page }) => {
    await page.goto("/");
    await expect(h1(page)).toHaveText("Portal Dashboard");

    // Document order: skip link, sidebar, top bar; the screen's own controls follow.
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const stops = [
      page.getByRole("link", { name: "Skip to main content" }),
      ...SHELL_SCREENS.map((screen) => nav.getByRole("link", { name: screen.item, exact: true })),
      page.locator('[data-sidebar="sidebar"]').getByRole("button", { name: "Sign Out" }),
      page.getByRole("button", { name: "Toggle Sidebar" }),
      page.getByRole("searchbox", { name: "Search across modules" }),
      page.getByRole("button", { name: "Notifications" }),
      page.getByRole("button", { name: "superadmin" }),
    ];
    for (const stop of stops) {
      await page.keyboard.press("Tab");
      await expect(stop).toBeFocused();
      expect(await hasVisibleFocus(page), `${await stop.textContent()} shows focus`).toBe(true);
    }

    // The skip link moves focus past the navigation to the screen itself.
    await page.reload();
    await expect(h1(page)).toHaveText("Portal Dashboard");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "View Details" }).first()).toBeFocused();
  });
});
