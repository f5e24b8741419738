import type { Browser, Page, TestInfo } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { screenshotDialogViewports } from "./support/dialog-screenshots";
import { createActivePartner } from "./support/fresh-partner";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// A partner of its own makes, uses and revokes an API key (docs/product/api-and-integrations.md#partner-keys):
// the demo partners keep no keys other specs would see.
test.describe.configure({ timeout: 180_000 });

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  return context.newPage();
}

test("a partner creates an API key on its dashboard's API tab, a program reads its deals with it, and revoking it refuses the next call", async ({
  browser,
  request,
  pageSignedInAs,
}, testInfo) => {
  const admin = await pageSignedInAs("superadmin");
  const page = await newPage(browser, testInfo);
  await createActivePartner({ admin, partnerPage: page, request, name: "Keyholder" });
  await admin.context().close();

  await page.getByRole("tab", { name: "API", exact: true }).click();
  await expect(page.getByText("No API keys yet")).toBeVisible();
  await page.getByRole("button", { name: "New API Key" }).click();
  const dialog = page.getByRole("dialog", { name: "New API Key" });
  await dialog.getByRole("textbox", { name: "Key Name" }).fill("CRM sync");
  await dialog.getByRole("button", { name: "Create Key" }).click();
  const shown = page.getByRole("dialog", { name: "CRM sync is ready" });
  const key = await shown.getByRole("textbox", { name: "Your new API key" }).inputValue();
  expect(key).toMatch(/^ppk_[0-9a-f]{12}_[0-9a-f]{64}$/);
  await expectAccessible(page, "the new key shown once");
  await screenshotDialogViewports(page, testInfo, shown, "api-key-shown-once");
  await shown.getByRole("button", { name: "Done" }).click();

  const item = page.getByRole("list", { name: "API keys" }).getByRole("listitem");
  await expect(item).toContainText("CRM sync");
  await expect(item).toContainText(`${key.slice(0, 17)}…`);
  await expect(item).not.toContainText(key);
  await screenshotViewports(page, testInfo, "api-tab-with-a-key");

  const bearer = { authorization: `Bearer ${key}` };
  const deals = await request.get("/api/v1/deals", { headers: bearer });
  expect(deals.status(), await deals.text()).toBe(200);
  expect(((await deals.json()) as { items: unknown[] }).items).toEqual([]);

  await item.getByRole("button", { name: "Revoke CRM sync" }).click();
  await page
    .getByRole("alertdialog", { name: "Revoke CRM sync?" })
    .getByRole("button", { name: "Revoke Key" })
    .click();
  await expect(item).toContainText("Revoked");
  const refused = await request.get("/api/v1/deals", { headers: bearer });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toBe(
    "This API key has been revoked. Create a new key in the portal.",
  );
});
