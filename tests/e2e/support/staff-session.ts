import { expect, type Page } from "@playwright/test";

/** Signs a demo staff member in through the development identity provider, as a person would. */
export async function signInAsStaff(
  page: Page,
  email = "superadmin@example.com",
  landingPath = "/",
): Promise<void> {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Microsoft" }).click();
  await expect(page).toHaveURL(/\/idp\//);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("staff-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  if (landingPath !== "/") await page.goto(landingPath);
}
