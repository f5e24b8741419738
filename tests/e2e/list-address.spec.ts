import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { partnerHostOrigin } from "./support/partner-session";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// Every list keeps its search, filters, page and page size in the address, and every tab its own, so Back and a
// reload show the same view (docs/product/shell-and-navigation.md#lists-and-the-address).

const DEALS = 55;

test("the admin deals list keeps its search, page size, page and partner in the address through reload and Back", async ({
  pageSignedInAs,
}, testInfo) => {
  test.slow();
  const page = await pageSignedInAs("admin");
  await page.goto("/");
  const origin = new URL(page.url()).origin;

  // 55 deals no other test names, registered for Globex through the REST API as an administrator may.
  const stamp = `Paging${Date.now().toString(36)}`;
  const options = await page.request.get(`/api/v1/partners/active?search=Globex`);
  const [globex] = (await options.json()) as { id: string; companyName: string }[];
  expect(globex?.companyName).toBe("Globex Systems");
  const submit = async (n: number) => {
    const submitted = await page.request.post("/api/v1/deals", {
      headers: { origin },
      data: {
        form: "portal",
        partnerId: globex?.id,
        deal: { companyName: `${stamp} Customer ${n}`, contactPerson: "Pat Buyer", dealValue: "1000" },
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
  };
  // A few at a time: one request after another spends most of its time waiting on the round trip.
  for (let first = 1; first <= DEALS; first += 5) {
    const batch = Array.from({ length: Math.min(5, DEALS - first + 1) }, (_, index) => first + index);
    await Promise.all(batch.map(submit));
  }

  await page.goto("/partner-portal/deals");
  const bar = page.getByRole("navigation", { name: "Pagination" });
  const search = page.getByRole("searchbox", { name: "Search deals" });
  await search.fill(stamp);
  await expect(bar.getByText("Showing 1-25 of 55")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/partner-portal/deals\\?q=${stamp}$`));

  await bar.getByRole("combobox", { name: "Deals per page" }).click();
  await page.getByRole("option", { name: "50" }).click();
  await expect(bar.getByText("Showing 1-50 of 55")).toBeVisible();
  await bar.getByRole("button", { name: "Page 2" }).click();
  await expect(bar.getByText("Showing 51-55 of 55")).toBeVisible();
  await expect(bar.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveURL(/\?q=Paging\w+&size=50&page=2$/);
  await clearScreen(page);
  await screenshotViewports(page, testInfo, "deals-page-2-of-50");
  await expectAccessible(page, "the deals list's pagination bar");
  await bar.getByRole("combobox", { name: "Deals per page" }).click();
  await expectAccessible(page, "the deals list's page size menu, open");
  await page.keyboard.press("Escape");

  // A filter starts again at page 1.
  await page.getByRole("combobox", { name: "Partner" }).fill("Globex");
  await page.getByRole("option", { name: /^Globex Systems/ }).click();
  await expect(bar.getByText("Showing 1-50 of 55")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("page")).toBeNull();
  expect(new URL(page.url()).searchParams.get("partner")).toContain(globex?.id);

  // A reload shows the same view: the search, the partner, the size.
  await page.reload();
  await expect(bar.getByText("Showing 1-50 of 55")).toBeVisible();
  await expect(search).toHaveValue(stamp);
  await expect(page.getByRole("combobox", { name: "Partner" })).toHaveValue(/^Globex Systems/);
  await expect(bar.getByRole("combobox", { name: "Deals per page" })).toHaveText("50");

  // Back undoes one step at a time: the partner, the page, the size; the search replaced the plain list.
  await page.goBack();
  await expect(bar.getByText("Showing 51-55 of 55")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Partner" })).toHaveValue("");
  await page.goBack();
  await expect(bar.getByText("Showing 1-50 of 55")).toBeVisible();
  await page.goBack();
  await expect(bar.getByText("Showing 1-25 of 55")).toBeVisible();
  await expect(search).toHaveValue(stamp);

  // The jump field from the keyboard.
  await bar.getByRole("spinbutton", { name: "Go to page" }).fill("3");
  await bar.getByRole("spinbutton", { name: "Go to page" }).press("Enter");
  await expect(bar.getByText("Showing 51-55 of 55")).toBeVisible();
  await expect(page).toHaveURL(/&page=3$/);
});

test("the partner dashboard's tab is in the address: a reload keeps it and Back returns to the last", async ({
  pageSignedInAs,
}, testInfo) => {
  const origin = partnerHostOrigin(testInfo.project.use.baseURL);
  const page = await pageSignedInAs("acme");
  await page.goto(`${origin}/dashboard`);
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await page.getByRole("tab", { name: "My Deals" }).click();
  await expect(page).toHaveURL(`${origin}/dashboard?tab=deals`);
  await expect(page).toHaveTitle(/^My Deals · Partner Dashboard · /);
  await page.getByRole("tab", { name: "Resources" }).click();
  await expect(page).toHaveURL(`${origin}/dashboard?tab=resources`);

  await page.reload();
  await expect(page.getByRole("tab", { name: "Resources" })).toHaveAttribute("aria-selected", "true");
  await page.goBack();
  await expect(page.getByRole("tab", { name: "My Deals" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "My Submitted Deals" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
});
