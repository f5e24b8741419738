import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { dealItem, toast } from "./support/deal-screens";
import { screenshotDialogViewports } from "./support/dialog-screenshots";
import { partnerHostOrigin } from "./support/partner-session";
import { expect, test } from "./support/signed-in";

// docs/product/shell-and-navigation.md#focus: focus never falls to the page, toasts never hold it, and axe finds
// nothing with any menu or chooser open.

/** Opens a menu (Select) or a searchable chooser, runs axe on the page with it open, and closes it again. */
async function expectAccessibleOpen(page: Page, control: Locator, what: string) {
  await control.click();
  const list = page.getByRole("listbox");
  await expect(list).toBeVisible();
  await expect(list.getByRole("option").first()).toBeVisible();
  await expectAccessible(page, `${what} with its list open`);
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
}

test("axe finds nothing with each staff menu and chooser open", async ({ pageSignedInAs }) => {
  test.slow();
  const page = await pageSignedInAs("superadmin");
  await page.goto("/partner-portal/deals");
  await expect(page.getByRole("heading", { name: "All Partner Deals" })).toBeVisible();
  await expectAccessibleOpen(page, page.getByRole("combobox", { name: "Status" }), "the deals status filter");
  await expectAccessibleOpen(
    page,
    page.getByRole("combobox", { name: "Partner" }),
    "the deals partner chooser",
  );

  await page.getByRole("tab", { name: "Payouts", exact: true }).click();
  await expect(page.getByRole("list", { name: "Payouts" })).toBeVisible();
  await expectAccessibleOpen(
    page,
    page.getByRole("combobox", { name: "Status" }),
    "the payouts status filter",
  );

  await page.goto("/partner-portal/resources");
  await expect(page.getByRole("heading", { level: 2, name: "Resource Library" })).toBeVisible();
  await expectAccessibleOpen(page, page.getByRole("combobox", { name: "Type" }), "the resource type filter");

  await page.goto("/admin/audit-log");
  await expectAccessibleOpen(page, page.getByRole("combobox", { name: "Action" }), "the audit action filter");
  await expectAccessibleOpen(page, page.getByRole("combobox", { name: "Actor" }), "the audit actor chooser");

  await page.goto("/admin/departments");
  await page.getByRole("button", { name: "Create Department" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Department" });
  await expectAccessibleOpen(page, dialog.getByRole("combobox", { name: "Manager" }), "the manager chooser");
});

test("axe finds nothing with the partner's resource type open", async ({ pageSignedInAs, baseURL }) => {
  // The application form's selects are the browser's own (decision 0036): their list is not in the page.
  const partner = await pageSignedInAs("acme");
  await partner.goto(`${partnerHostOrigin(baseURL)}/dashboard`);
  await partner.getByRole("tab", { name: "Resources" }).click();
  await expect(partner.getByRole("heading", { level: 2, name: "Resource Library" })).toBeVisible();
  await expectAccessibleOpen(
    partner,
    partner.getByRole("combobox", { name: "Type" }),
    "the partner's resource type",
  );
});

test("focus stays on its control or its row through submitting, approving and closing a deal; toasts never hold it", async ({
  pageSignedInAs,
}, testInfo) => {
  test.slow();
  const customer = `Focus Customer ${Date.now().toString(36)}`;
  const page = await pageSignedInAs("superadmin");
  await page.goto("/partner-portal/submit-deal");

  // Submitting: the focus stays on Submit Deal while the deal is sent and after.
  await page.getByRole("combobox", { name: "Partner" }).fill("Globex");
  await page
    .getByRole("option", { name: /^Globex Systems/ })
    .first()
    .click();
  await page.getByRole("textbox", { name: "Company Name" }).fill(customer);
  await page.getByRole("textbox", { name: "Contact Person" }).fill("Dana Buyer");
  await page.getByRole("spinbutton", { name: /^Deal Value/ }).fill("2500");
  await page
    .getByLabel("Expected Close Date")
    .fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  const submit = page.getByRole("button", { name: "Submit Deal", exact: true });
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Deal Submitted Successfully")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveValue("");
  await expect(submit).toBeFocused();

  // Tab from the last control before the toasts goes into the toast and then on, never back into it.
  await page.getByRole("tab", { name: "All Deals" }).click();
  await page.getByRole("searchbox", { name: "Search deals" }).fill(customer);
  const row = dealItem(page, customer);
  await expect(row).toBeVisible();

  // Approve takes its own button away: the focus goes to the deal's row, not to the page.
  await row.getByRole("button", { name: `Approve: ${customer}` }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Deal Status Updated")).toBeVisible();
  await expect(row.getByRole("button", { name: `Mark Closed Won: ${customer}` })).toBeVisible();
  await expect(row).toBeFocused();

  // Escape on the closed-won question gives the focus back to Mark Closed Won, over a dimmed page, in the
  // primary colour (winning is not destructive).
  const won = row.getByRole("button", { name: `Mark Closed Won: ${customer}` });
  await won.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: `Mark ${customer} closed won?` });
  await expect(confirm).toBeVisible();
  // The Approve toast, behind the question, can still be closed, and the question stays.
  // (It stays 4 s; the question opened within a second of it.)
  const approved = toast(page, "Deal Status Updated");
  await approved.first().locator("[data-close-button]").click();
  await expect(approved).toHaveCount(0);
  await expect(confirm).toBeVisible();
  const confirmButton = confirm.getByRole("button", { name: "Mark Closed Won" });
  await expect(confirmButton).toHaveClass(/bg-primary/);
  await expect(page.locator(".bg-black\\/50[data-state='open']")).toBeVisible();
  await screenshotDialogViewports(page, testInfo, confirm, "closed-won-confirmation");
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(won).toBeFocused();

  // Confirming takes the button away: the focus goes to the row.
  await page.keyboard.press("Enter");
  await confirmButton.click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole("button", { name: /^Mark Closed/ })).toHaveCount(0);
  await expect(row).toBeFocused();

  // Tab from the page's last control goes through the toasts once and on to the top of the page: it is never
  // sent back to where it came from while a toast shows.
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  await page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>("#root button:not([disabled]), #root a[href], #root input"),
    ].filter((control) => !control.closest("[data-sonner-toaster]") && control.offsetParent !== null);
    const last = controls.at(-1);
    last?.setAttribute("data-last-control", "");
    last?.focus();
  });
  const stops: string[] = [];
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press("Tab");
    stops.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return "page";
        if (element.hasAttribute("data-last-control")) return "back";
        return element.closest("[data-sonner-toaster]") ? "toast" : (element.textContent ?? "").trim();
      }),
    );
  }
  expect(stops, stops.join(" > ")).not.toContain("back");
  expect(stops).toContain("toast");
  expect(stops).toContain("Skip to main content");
});
