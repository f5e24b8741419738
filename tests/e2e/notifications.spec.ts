import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { createActivePartner } from "./support/fresh-partner";
import { partnerHostOrigin } from "./support/partner-session";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// The bell tells a partner's contact of a change to their deal as it happens (docs/product/notifications.md).
// A partner of its own: the demo partners' notifications stay as other specs find them.
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [1280, 375] as const;

/** Checks the page with axe at desktop and phone width, keeping what is open on screen, and that it fits. */
async function expectAccessibleAtBothWidths(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await expectAccessible(page, `${what} at ${width} px`);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${what} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a partner's bell counts an administrator's approval of their deal within seconds, without a reload, and opens the deal", async ({
  browser,
  request,
  pageSignedInAs,
  baseURL,
}, testInfo) => {
  const admin = await pageSignedInAs("superadmin");
  const partnerPage = await (await browser.newContext({ baseURL })).newPage();
  const partner = await createActivePartner({ admin, partnerPage, request, name: "Bellwether" });
  const bell = partnerPage.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");

  // The administrator registers a deal for the partner and approves it, in their own browser.
  await admin.goto("/");
  const origin = new URL(admin.url()).origin;
  const customer = `Bell Customer ${Date.now().toString(36)}`;
  const submitted = await admin.request.post("/api/v1/deals", {
    headers: { origin },
    data: {
      form: "portal",
      partnerId: partner.id,
      deal: { companyName: customer, contactPerson: "Dana Buyer", dealValue: "25000" },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { deal } = (await submitted.json()) as { deal: { id: string } };
  const approved = await admin.request.post(`/api/v1/deals/${deal.id}/status`, {
    headers: { origin },
    data: { status: "approved" },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // The partner's open dashboard counts it within 5 seconds, with no reload.
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 5_000 });
  // The badge beside the bell shows the count.
  await expect(bell.locator("..")).toHaveText("1");

  await bell.click();
  const panel = partnerPage.getByRole("dialog", { name: "Notifications" });
  const sentence = `Your deal for ${customer} is now Approved.`;
  await expect(panel.getByRole("link", { name: new RegExp(`^Unread: ${sentence}`) })).toBeVisible();
  await screenshotViewports(partnerPage, testInfo, "partner-bell-open");
  await expectAccessibleAtBothWidths(partnerPage, "the partner's bell with its list open");

  // Opening it marks it read and lands on the deal's own page (docs/product/deals.md#one-deal).
  await panel.getByRole("link", { name: new RegExp(sentence) }).click();
  await expect(partnerPage).toHaveURL(`${partnerHostOrigin(baseURL)}/dashboard/deals/${deal.id}`);
  await expect(partnerPage.getByRole("heading", { level: 1, name: customer })).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications");

  // The full page lists it, read, and names only the partner's kinds.
  await bell.click();
  await partnerPage.getByRole("link", { name: "View all notifications" }).click();
  await expect(partnerPage).toHaveURL(`${partnerHostOrigin(baseURL)}/notifications`);
  await expect(partnerPage.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(partnerPage).toHaveTitle(/^Notifications · /);
  const list = partnerPage.getByRole("list", { name: "Notifications" });
  await expect(list.getByRole("link", { name: new RegExp(`^\\s*${sentence}`) })).toBeVisible();
  await partnerPage.getByRole("combobox", { name: "Type" }).click();
  await expect(partnerPage.getByRole("option", { name: "Deals submitted" })).toHaveCount(0);
  await partnerPage.getByRole("option", { name: "Deal status changes" }).click();
  await expect(partnerPage).toHaveURL(/\/notifications\?kind=deal_status_changed$/);
  // The box follows the address, which a navigation updates a moment after the click: wait for it rather than
  // check() (which reads the box at once and fails on a busy machine).
  const unreadOnly = partnerPage.getByRole("checkbox", { name: "Unread only" });
  await unreadOnly.click();
  await expect(unreadOnly).toBeChecked();
  await expect(partnerPage.getByRole("heading", { name: "No notifications match" })).toBeVisible();
  await unreadOnly.click();
  await expect(unreadOnly).not.toBeChecked();
  await expect(list.getByRole("link", { name: new RegExp(sentence) })).toBeVisible();
  await clearScreen(partnerPage);
  await screenshotViewports(partnerPage, testInfo, "partner-notifications-page");
  await expectAccessibleAtBothWidths(partnerPage, "the partner's notifications page");
});

test("staff find the bell in the top bar and their notifications at /notifications", async ({
  pageSignedInAs,
}, testInfo) => {
  const page = await pageSignedInAs("admin");
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page).toHaveTitle(/^Notifications · /);
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await bell.click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View all notifications" })).toBeVisible();
  await screenshotViewports(page, testInfo, "staff-bell-open");
  await expectAccessibleAtBothWidths(page, "the staff bell with its list open");
  await page.keyboard.press("Escape");
  await expect(bell).toBeFocused();
  await clearScreen(page);
  await screenshotViewports(page, testInfo, "staff-notifications-page");
  await expectAccessibleAtBothWidths(page, "the staff notifications page");
});
