import { expect, test } from "@playwright/test";
import { screenshotViewports } from "./support/screenshots";

test("a staff member signs in with the work account and signs out again", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole("button", { name: "Sign in with Microsoft" }).click();
  await expect(page).toHaveURL(/\/idp\//);
  await page.getByLabel("Email").fill("superadmin@example.com");
  await page.getByLabel("Password").fill("staff-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Portal Dashboard" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
  // A signed-in visitor of /login goes straight to the portal.
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Portal Dashboard" })).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Sign in with Microsoft" })).toBeVisible();
});

test("a failed work-account sign-in says so on the login page", async ({ page }) => {
  await page.goto("/login?error=sign-in");
  await expect(page.getByText("Sign in failed")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a sign-in callback that fails on the server lands on the login page, which says so", async ({
  page,
}) => {
  // A state that belongs to no sign-in this browser started, as after a replayed or forged callback.
  await page.goto("/api/auth/callback/work-account?code=stolen-code&state=forged-state");
  await expect(page.getByText("Sign in failed")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Sign in with Microsoft" })).toBeVisible();
});

test("the staff login leads to the partner login and the status page", async ({ page }, testInfo) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in with Microsoft" })).toBeVisible();
  await screenshotViewports(page, testInfo, "staff-login");
  await page.getByRole("link", { name: "Partner Portal Login" }).click();
  await expect(page).toHaveURL(/\/partner\/login$/);
  await page.goto("/login");
  await page.getByRole("link", { name: "Check Application Status" }).click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByRole("heading", { level: 1, name: "Application Status" })).toBeVisible();
});
