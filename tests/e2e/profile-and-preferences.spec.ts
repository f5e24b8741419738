import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signInAsFreshStaff } from "./support/fresh-staff";
import { partnerHostOrigin } from "./support/partner-session";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// docs/product/profile-and-preferences.md
// A fixed browser zone, so choosing Tokyo is a change whatever the machine's zone is.
test.use({ timezoneId: "America/New_York" });
// The administrator's walk checks four screens at two widths in two themes: past a minute on a busy two-core
// machine since Profile Settings gained its signed-in devices.
test.describe.configure({ timeout: 120_000 });

async function accessibleAtBothWidths(page: Page, what: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page, `${what} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function savePreferences(page: Page, choices: { theme: string; timeZone: string }) {
  await page.getByRole("radio", { name: choices.theme }).click();
  await page.getByLabel("Time zone").selectOption(choices.timeZone);
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Preferences Saved")).toBeVisible();
  // Closed now: left to time out, it would start fading during the next accessibility check, whose contrast
  // rule no half-transparent text can pass.
  await page.getByRole("button", { name: "Close toast" }).click();
  await expect(page.getByText("Preferences Saved")).toBeHidden();
}

test("an administrator's time zone changes the audit log's times, and a dark theme survives a reload without a flash", async ({
  page,
}, testInfo) => {
  // Someone made for this test, so no other test meets a dark theme or Tokyo's times.
  const email = await signInAsFreshStaff(page, "admin", "/admin/audit-log");
  const firstTime = page.locator("time").first();
  await expect(firstTime).toContainText(/E[DS]T/);
  const inNewYork = await firstTime.textContent();

  await page.getByRole("button", { name: email.split("@")[0], exact: true }).click();
  await page.getByRole("menuitem", { name: "Preferences" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Preferences" })).toBeVisible();
  await accessibleAtBothWidths(page, "Preferences");
  await screenshotViewports(page, testInfo, "preferences");
  await savePreferences(page, { theme: "Dark", timeZone: "Asia/Tokyo" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await accessibleAtBothWidths(page, "Preferences in the dark theme");
  await screenshotViewports(page, testInfo, "preferences-dark");

  await page.goto("/admin/audit-log");
  await expect(firstTime).toContainText("GMT+9");
  expect(await firstTime.textContent()).not.toBe(inNewYork);

  // With no script of the app allowed to run, the page is still dark: the head's boot script set it.
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.unroute("**/assets/**/*.js");
  // And as the app loads: the class is already there when the body is first parsed, before the app's script.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      (window as unknown as { themeAtBody: string }).themeAtBody = document.documentElement.className;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toContain(
    "dark",
  );

  await page.goto("/settings/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
  await expect(page.getByLabel("Full name")).not.toHaveValue("");
  await accessibleAtBothWidths(page, "Profile Settings in the dark theme");
});

test("a partner's contact opens Profile Settings and Preferences from the dashboard header", async ({
  pageSignedInAs,
  baseURL,
}, testInfo) => {
  const origin = partnerHostOrigin(baseURL);
  const page = await pageSignedInAs("acme");
  await page.goto(`${origin}/dashboard`);
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Profile Settings" }).click();
  await expect(page).toHaveURL(`${origin}/settings/profile`);
  await expect(page.getByLabel("Contact phone")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Change Password" })).toBeVisible();
  await accessibleAtBothWidths(page, "a partner's Profile Settings");
  await screenshotViewports(page, testInfo, "partner-profile-settings");

  await page.goto(`${origin}/settings/preferences`);
  await expect(page.getByRole("heading", { level: 1, name: "Preferences" })).toBeVisible();
  await accessibleAtBothWidths(page, "a partner's Preferences");
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
});
