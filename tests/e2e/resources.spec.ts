import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { toast } from "./support/deal-screens";
import { screenshotDialogViewports } from "./support/dialog-screenshots";
import { partnerHostOrigin } from "./support/partner-session";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// An upload, a partner's download and a delete, in two browsers.
test.describe.configure({ timeout: 120_000 });

/** A tiny but well-formed PDF: the server judges a resource's file by its bytes, not its name. */
const RESOURCE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** One server and database serve every spec: the resource gets a title no other test run uses. */
const uniqueTitle = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Every resource card the library shows on its current page. */
const resourceCards = (page: Page) => page.getByRole("list", { name: "Resources" }).getByRole("listitem");

/** Types a title search into the library and waits for the server's answer to exactly that search. */
async function searchResources(page: Page, term: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes("/resources/list") &&
      (response.request().postData() ?? "").includes(JSON.stringify(term)) &&
      response.ok(),
  );
  await page.getByRole("searchbox", { name: "Search resources by title" }).fill(term);
  await answered;
}

/** Opens the Partner Portal's Resources tab on a superadmin's page. */
async function adminOnResources(page: Page): Promise<Page> {
  await page.goto("/partner-portal/resources");
  await expect(page.getByRole("heading", { level: 1, name: "Partner Portal Admin" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Resources" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Resource Library" })).toBeVisible();
  return page;
}

test("an admin uploads a PDF resource with progress, a partner finds it by title and downloads it, and the admin deletes it", async ({
  pageSignedInAs,
  baseURL,
}, testInfo) => {
  const title = uniqueTitle("Battlecard");
  const fileName = `battlecard-${Date.now()}.pdf`;
  const admin = await adminOnResources(await pageSignedInAs("superadmin"));

  // Upload Resource: title, description, PDF, visible to partners, the file.
  await admin.getByRole("button", { name: "Upload Resource" }).click();
  const dialog = admin.getByRole("dialog", { name: "Upload Resource" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: /^Title/ }).fill(title);
  await dialog.getByRole("textbox", { name: "Description" }).fill("How we win against the usual suspects.");
  await expect(dialog.getByRole("combobox", { name: "Content Type" })).toHaveText("PDF");
  await expect(dialog.getByRole("checkbox", { name: "Visible to partners" })).toBeChecked();
  await dialog.locator("input[type=file]").setInputFiles({
    name: fileName,
    mimeType: "application/pdf",
    buffer: RESOURCE_PDF,
  });
  await expect(dialog.getByText(fileName, { exact: true })).toBeVisible();
  await screenshotDialogViewports(admin, testInfo, dialog, "admin-upload-dialog");

  // The server's answer is held back a moment, so the upload's progress can be seen before it completes.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await admin.route("**/api/v1/resources", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  const uploaded = admin.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/api/v1/resources"),
  );
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  const progress = dialog.getByRole("progressbar", { name: /^Upload/ });
  await expect(progress).toBeVisible();
  await expect(dialog.getByRole("button", { name: /Uploading/ })).toBeDisabled();
  await expect(dialog.getByRole("textbox", { name: /^Title/ })).toBeDisabled();
  release();
  const answer = await uploaded;
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  await admin.unrouteAll();
  await expect(toast(admin, "Resource Uploaded", `${title} is in the library.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Acme, on the partner host's own dashboard, finds it by its title: that card and no other.
  const partnerHost = partnerHostOrigin(baseURL);
  const page = await pageSignedInAs("acme");
  await page.goto(`${partnerHost}/dashboard`);
  await page.getByRole("tab", { name: "Resources" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Resource Library" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload Resource" })).toHaveCount(0);
  await searchResources(page, title);
  const card = resourceCards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(card).toBeVisible();
  await expect(resourceCards(page)).toHaveCount(1);
  await expect(card).toContainText("How we win against the usual suspects.");
  await expect(card.getByRole("button", { name: `Delete ${title}` })).toHaveCount(0);
  await clearScreen(page);
  await expectAccessible(page, "the partner's resource library with a search");
  await screenshotViewports(page, testInfo, "partner-resource-library");

  // Open: the file opens in a new tab, a PDF from the file route, and the library says so.
  const fileUrl = `${partnerHost}/api/v1/resources/${id}/file`;
  const popupOpened = page.waitForEvent("popup");
  const fileAnswered = page.context().waitForEvent("response", (response) => response.url() === fileUrl);
  await card.getByRole("button", { name: `Open ${title}` }).click();
  const popup = await popupOpened;
  const file = await fileAnswered;
  expect(popup.url()).toBe(fileUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  await expect(toast(page, "Resource Downloaded", `Successfully accessed ${title}`)).toBeVisible();
  await popup.close();

  // The admin deletes it, after confirming.
  await searchResources(admin, title);
  const adminCard = resourceCards(admin).filter({
    has: admin.getByRole("heading", { name: title, exact: true }),
  });
  await adminCard.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = admin.getByRole("alertdialog", { name: `Delete ${title}?` });
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(toast(admin, "Resource Deleted", `${title} was removed from the library.`)).toBeVisible();
  await expect(adminCard).toHaveCount(0);
  await admin.context().close();

  // The partner's search now finds nothing (a fresh load: the library it showed was the one before the delete).
  // The reload keeps the tab and the search, which the address holds
  // (docs/product/shell-and-navigation.md#lists-and-the-address).
  await page.reload();
  await expect(page.getByRole("tab", { name: "Resources" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("searchbox", { name: "Search resources by title" })).toHaveValue(title);
  await expect(page.getByText("No resources found.")).toBeVisible();
  await expect(resourceCards(page)).toHaveCount(0);
});
