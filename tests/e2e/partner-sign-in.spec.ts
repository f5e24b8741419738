import { expect, type Page, test } from "@playwright/test";
import { PARTNER_SIGN_IN_REFUSALS } from "#shared/contracts/auth";
import { screenshotViewports } from "./support/screenshots";

// Each test signs in with its own demo account, so they run in parallel against the one shared server.

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("an active partner signs in, sees the dashboard and signs out", async ({ page }, testInfo) => {
  await page.goto("/partner/login");
  await expect(page.getByRole("heading", { level: 1, name: "Partner Sign In" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "New Partner?" })).toBeVisible();
  await screenshotViewports(page, testInfo, "partner-login");

  await signIn(page, "partner@acme.example", "partner-demo");
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Acme Solutions" })).toBeVisible();
  await expect(page.getByText("Gold Partner").first()).toBeVisible();
  await screenshotViewports(page, testInfo, "partner-dashboard");

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/partner\/login$/);
  await page.goto("/partner/dashboard");
  await expect(page).toHaveURL(/\/partner\/login$/);
});

const refusals = [
  {
    who: "a partner whose application is pending",
    email: "pending@initech.example",
    text: PARTNER_SIGN_IN_REFUSALS.pending,
  },
  {
    who: "a rejected applicant",
    email: "rejected@umbrella.example",
    text: PARTNER_SIGN_IN_REFUSALS.rejected,
  },
  { who: "a suspended partner", email: "suspended@hooli.example", text: PARTNER_SIGN_IN_REFUSALS.suspended },
];

for (const refusal of refusals) {
  test(`${refusal.who} is told why sign-in is refused`, async ({ page }) => {
    await page.goto("/partner/login");
    await signIn(page, refusal.email, "partner-demo");
    await expect(page.getByText("Access Denied")).toBeVisible();
    await expect(page.getByText(refusal.text)).toBeVisible();
    await expect(page).toHaveURL(/\/partner\/login$/);
  });
}

test("a wrong password shows Sign In Failed", async ({ page }) => {
  await page.goto("/partner/login");
  // Globex's password changes in the setup journey; this one is wrong either way.
  await signIn(page, "partner@globex.example", "not-the-password");
  await expect(page.getByText("Sign In Failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/login$/);
});

test("the partner dashboard sends signed-out visitors to the partner login", async ({ page }) => {
  await page.goto("/partner/dashboard");
  await expect(page).toHaveURL(/\/partner\/login$/);
  await page.goto("/partner/anything/else");
  await expect(page.getByRole("heading", { level: 1, name: "Partner Sign In" })).toBeVisible();
});

test("on the partner host the partner login is the front door", async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL ?? "").port;
  await page.goto(`http://partners.localhost:${port}/`);
  await expect(page).toHaveURL(/partners\.localhost:\d+\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Partner Sign In" })).toBeVisible();
  await page.goto(`http://partners.localhost:${port}/dashboard`);
  await expect(page).toHaveURL(/partners\.localhost:\d+\/login$/);
  // Staff screens do not exist on a partner host.
  await page.goto(`http://partners.localhost:${port}/admin`);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});
