import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/signed-in";

// A screen that cannot be loaded (its file gone after a deploy, the server restarting) or that fails while
// loading is replaced by a message in the app's own look, inside the shell (docs/product/shell-and-navigation.md#when-a-screen-fails).

test.use({ signedInAs: "superadmin" });

const CUSTOMER_SUCCESS_CHUNK = "**/assets/customer-success-page-*.js";
const navOf = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

/** Counts the documents the tab loads from now on: the app's own reloads. */
function countDocumentLoads(page: Page) {
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  return () => loads;
}

test("a screen whose file cannot be fetched reloads once by itself, then says so with the shell standing, and Try again loads it", async ({
  page,
}) => {
  await page.goto("/");
  await expect(heading(page, "Portal Dashboard")).toBeVisible();
  await page.route(CUSTOMER_SUCCESS_CHUNK, (route) => route.abort("connectionreset"));
  const loads = countDocumentLoads(page);

  await navOf(page).getByRole("link", { name: "Customer Health" }).click();
  await expect(heading(page, "This page could not be loaded")).toBeVisible();
  // One reload by itself to pick up a new version, and no loop: the second failure is shown.
  expect(loads()).toBe(1);
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
  await expect(navOf(page)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  await expectAccessible(page, "the message of a screen that could not be loaded");

  await page.unroute(CUSTOMER_SUCCESS_CHUNK);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(heading(page, "Customer Success")).toBeVisible();
  expect(loads()).toBe(2);
});

test("a screen that fails while loading says something went wrong, keeps the shell, and leads back to the dashboard", async ({
  page,
}) => {
  await page.goto("/");
  await expect(heading(page, "Portal Dashboard")).toBeVisible();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.route(CUSTOMER_SUCCESS_CHUNK, (route) =>
    route.fulfill({ contentType: "text/javascript", body: 'throw new Error("the screen broke");' }),
  );
  const loads = countDocumentLoads(page);

  await navOf(page).getByRole("link", { name: "Customer Health" }).click();
  await expect(heading(page, "Something went wrong")).toBeVisible();
  expect(loads()).toBe(0);
  await expect(navOf(page)).toBeVisible();
  expect(errors.join("\n")).toContain("A screen failed:");

  await page.unroute(CUSTOMER_SUCCESS_CHUNK);
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(heading(page, "Portal Dashboard")).toBeVisible();
});
