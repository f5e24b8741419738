import type { Page } from "@playwright/test";
import { HOST_PAGES } from "#shared/host-pages";
import { expect, test } from "./support/signed-in";

const INTERNAL = HOST_PAGES.internal.title;
const PARTNER = HOST_PAGES.partner.title;

const partnerOrigin = () =>
  `http://partners.localhost:${new URL(test.info().project.use.baseURL ?? "").port}`;

/** Opens each address and checks its title; every screen's title must differ from every other's. */
async function expectTitles(page: Page, titles: ReadonlyArray<readonly [string, string]>) {
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  expect(new Set(titles.map(([, title]) => title)).size).toBe(titles.length);
}

test("the pages seen before signing in each have their own title on the internal host", async ({ page }) => {
  await expectTitles(page, [
    ["/login", `Sign In · ${INTERNAL}`],
    ["/partner/login", `Partner Sign In · ${INTERNAL}`],
    ["/partner/apply", `Become a Partner · ${INTERNAL}`],
    ["/status", `Application Status · ${INTERNAL}`],
    ["/partner/setup-password", `Invalid or Expired Link · ${INTERNAL}`],
    ["/no/such/page", `Page Not Found · ${INTERNAL}`],
  ]);
});

test("the partner host's screens each have their own title after the partner portal's name", async ({
  page,
}) => {
  const origin = partnerOrigin();
  await expectTitles(page, [
    [`${origin}/login`, `Partner Sign In · ${PARTNER}`],
    [`${origin}/apply`, `Become a Partner · ${PARTNER}`],
    [`${origin}/status`, `Application Status · ${PARTNER}`],
    [`${origin}/setup-password`, `Invalid or Expired Link · ${PARTNER}`],
    [`${origin}/admin`, `Page Not Found · ${PARTNER}`],
  ]);

  await page.goto(`${origin}/login`);
  await page.getByRole("button", { name: "First Time? Set Up Password" }).click();
  await expect(page).toHaveTitle(`Set Up Your Password · ${PARTNER}`);
  await page.getByRole("button", { name: "Back to Sign In" }).click();
  await page.getByLabel("Email").fill("partner@acme.example");
  await page.getByLabel("Password").fill("partner-demo");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Acme Solutions" })).toBeVisible();
  await expect(page).toHaveTitle(`Partner Dashboard · ${PARTNER}`);
});

test("each staff module has its own title naming its open tab", async ({ pageSignedInAs }) => {
  const page = await pageSignedInAs("admin");
  await page.goto("/");
  // A module's own address opens its first tab, which its title names.
  const modules = [
    ["/", "Dashboard"],
    ["/customer-success", "Customer Overview · Customer Success"],
    ["/lms", "Course Catalog · Learning Management"],
    ["/business-intelligence", "Reports & Dashboards · Business Intelligence"],
    ["/admin", "User Management · Admin Settings"],
  ] as const;
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  for (const [path, name] of modules) {
    // Through the sidebar, as people move between screens, so each title replaces the last one.
    await nav.locator(`a[href="${path}"]`).click();
    await expect(page, path).toHaveTitle(`${name} · ${INTERNAL}`);
  }

  await nav.getByRole("link", { name: "Partner Directory", exact: true }).click();
  await expect(page).toHaveTitle(`All Deals · Partner Portal · ${INTERNAL}`);
  await page.getByRole("tab", { name: "Applications" }).click();
  await expect(page).toHaveTitle(`Applications · Partner Portal · ${INTERNAL}`);

  // Every module's title follows the tab opened, by a click or by its address (docs/product/shell-and-navigation.md#page-titles).
  const tabs = [
    ["/admin", "Audit Log", "Admin Settings"],
    ["/lms", "My Learning", "Learning Management"],
    ["/business-intelligence", "Scheduled Reports", "Business Intelligence"],
    ["/customer-success", "Health Dashboard", "Customer Success"],
  ] as const;
  for (const [path, tab, module] of tabs) {
    await page.goto(path);
    await page.getByRole("tab", { name: tab }).click();
    await expect(page, `${path}: ${tab}`).toHaveTitle(`${tab} · ${module} · ${INTERNAL}`);
    await page.reload();
    await expect(page, `${path}: ${tab}, reloaded`).toHaveTitle(`${tab} · ${module} · ${INTERNAL}`);
  }
});
