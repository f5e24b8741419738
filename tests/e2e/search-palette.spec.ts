import { expectAccessible } from "./support/axe";
import { partnerHostOrigin } from "./support/partner-session";
import { screenshotAsIs } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// docs/product/shell-and-navigation.md#search
test("an administrator finds a deal by a misspelled company name with Ctrl+K and lands on it", async ({
  pageSignedInAs,
}, testInfo) => {
  const page = await pageSignedInAs("admin");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Portal Dashboard" })).toBeVisible();
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Search" });
  const input = palette.getByRole("combobox", { name: "Search across modules" });
  await expect(input).toBeFocused();
  await expect(
    palette.getByRole("group", { name: "Places" }).getByRole("option", { name: "Audit Log" }),
  ).toBeVisible();

  await input.fill("Tailspn Toys");
  const deal = palette.getByRole("group", { name: "Deals" }).getByRole("option").first();
  await expect(deal).toContainText("Tailspin Toys");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page, `the search palette at ${width} px`);
    await screenshotAsIs(page, testInfo, `search-palette-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await expect(deal).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/partner-portal\/deals\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 2, name: "Tailspin Toys" })).toBeVisible();

  // The search is remembered, and Escape closes the palette again.
  await page.keyboard.press("Control+k");
  await expect(palette.getByRole("group", { name: "Recent searches" })).toContainText("Tailspn Toys");
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();
});

test("a partner on the partner host finds its own deals only, from the header's Search button", async ({
  pageSignedInAs,
  baseURL,
}, testInfo) => {
  const page = await pageSignedInAs("acme");
  await page.goto(`${partnerHostOrigin(baseURL)}/dashboard`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const palette = page.getByRole("dialog", { name: "Search" });
  const input = palette.getByRole("combobox", { name: "Search across modules" });
  await expect(palette.getByRole("group", { name: "Places" })).toContainText("My Deals");
  // Proseware Health is Globex's deal.
  await input.fill("Proseware Health");
  await expect(palette.getByText("No results found.")).toBeVisible();
  await input.fill("Northwnd");
  const deal = palette.getByRole("group", { name: "Deals" }).getByRole("option").first();
  await expect(deal).toContainText("Northwind Traders");
  await expectAccessible(page, "the search palette on the partner host");
  await screenshotAsIs(page, testInfo, "search-palette-partner");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/deals\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Traders" })).toBeVisible();
});
