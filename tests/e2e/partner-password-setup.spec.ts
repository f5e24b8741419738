import { expect, test } from "@playwright/test";
import { screenshotViewports } from "./support/screenshots";

// The only test that touches Globex's password; no other test may rely on it.
const EMAIL = "partner@globex.example";

interface Mail {
  text: string;
}

test("a partner sets a password from the setup e-mail and lands on the dashboard", async ({
  page,
  request,
}, testInfo) => {
  await page.goto("/partner/login");
  await page.getByRole("button", { name: "First Time? Set Up Password" }).click();
  await expect(page.getByLabel("Password")).toHaveCount(0);
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByRole("button", { name: "Send Setup Email" }).click();
  await expect(page.getByText("Password Setup Email Sent")).toBeVisible();
  await expect(page.getByText("Check your email for password setup instructions.")).toBeVisible();

  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(EMAIL)}`);
  expect(response.ok()).toBe(true);
  const [newest] = (await response.json()) as Mail[];
  const link = newest?.text.match(/https?:\/\/\S+setup-password\?token=\S+/)?.[0];
  expect(link, "the newest mail carries a setup link").toBeDefined();
  const setupLink = link as string;

  await page.goto(setupLink);
  await expect(page.getByRole("heading", { level: 1, name: "Set Your Password" })).toBeVisible();
  await screenshotViewports(page, testInfo, "setup-password");

  // Client-side checks first: nothing reaches the server until both rules hold.
  await page.getByLabel("New Password").fill("short");
  await page.getByLabel("Confirm Password").fill("short");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Password must be at least 6 characters long.")).toBeVisible();
  await page.getByLabel("New Password").fill("violet-harbour-new");
  await page.getByLabel("Confirm Password").fill("violet-harbour-other");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Passwords do not match. Please try again.")).toBeVisible();

  await page.getByLabel("Confirm Password").fill("violet-harbour-new");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Password Set Successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Globex Systems" })).toBeVisible();

  // The link works once.
  await page.goto(setupLink);
  await expect(page.getByRole("heading", { level: 1, name: "Invalid or Expired Link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();
});

test("a setup link without a valid token is refused", async ({ page }) => {
  await page.goto("/partner/setup-password?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1, name: "Invalid or Expired Link" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Login" }).click();
  await expect(page).toHaveURL(/\/partner\/login$/);
});
