import { expect, type Page, test } from "@playwright/test";

// Acme's password never changes in any test; signing in here adds a session and ends none.
const EMAIL = "partner@acme.example";
const PASSWORD = "partner-demo";

async function signInAsPartner(page: Page, loginUrl: string) {
  await page.goto(loginUrl);
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Acme Solutions" })).toBeVisible();
}

test("on the partner host a signed-in partner who opens a login page lands on the dashboard", async ({
  page,
}) => {
  const origin = `http://partners.localhost:${new URL(test.info().project.use.baseURL ?? "").port}`;
  await signInAsPartner(page, `${origin}/login`);
  await expect(page).toHaveURL(`${origin}/dashboard`);

  for (const login of ["/login", "/partner/login"]) {
    await page.goto(`${origin}${login}`);
    await expect(page).toHaveURL(`${origin}/dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: "Acme Solutions" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toHaveCount(0);
  }
});

test("on the internal host a signed-in partner who opens the partner login lands on its dashboard", async ({
  page,
}) => {
  await signInAsPartner(page, "/partner/login");
  await page.goto("/partner/login");
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Acme Solutions" })).toBeVisible();
});
