import { expect, test } from "@playwright/test";
import { HOST_PAGES } from "#shared/host-pages";

test("the internal portal loads at / without errors and asks a visitor to sign in", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });

  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle(`Sign In · ${HOST_PAGES.internal.title}`);
  await expect(page.getByRole("button", { name: "Sign in with Microsoft" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a partner host gets the partner portal's title and description", async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL ?? "").port;
  await page.goto(`http://partners.localhost:${port}/`);
  await expect(page).toHaveTitle(`Partner Sign In · ${HOST_PAGES.partner.title}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    HOST_PAGES.partner.description,
  );
});

test("an unknown path shows the 404 page and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  await page.goto("/no/such/page");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  // The console message reaches the test on its own path; the page can be drawn before it arrives.
  await expect.poll(() => logged.join("\n")).toContain("/no/such/page");
  // Home is for signed-in staff, so a visitor ends up at the login.
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the API reference page renders the OpenAPI document", async ({ page }) => {
  await page.goto("/api/docs");
  // Swagger UI fetches and lays out the whole document (some 340 kB) before it draws anything; on a loaded
  // two-core machine that once took longer than the default wait.
  await expect(page.getByText("Partner Portal API", { exact: false }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("/system/info").first()).toBeVisible();
});
