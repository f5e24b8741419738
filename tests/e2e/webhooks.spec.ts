import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { WEBHOOK_URL_REFUSALS } from "#shared/contracts/webhooks";
import { expectAccessible } from "./support/axe";
import { screenshotDialogViewports } from "./support/dialog-screenshots";
import { createActivePartner } from "./support/fresh-partner";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// A partner of its own registers a webhook endpoint on its dashboard's API tab
// (docs/product/api-and-integrations.md#webhooks): the demo partners keep no endpoints other specs would see. The
// e2e server runs outside production, so it may deliver over http to the receiver this test starts on loopback.
test.describe.configure({ timeout: 180_000 });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on loopback that answers 200 and keeps what it was sent. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/portal`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  return context.newPage();
}

test("a partner adds a webhook endpoint on its API tab, sees its secret once, and a test event arrives signed with it", async ({
  browser,
  request,
  pageSignedInAs,
}, testInfo) => {
  const receiver = await startReceiver();
  try {
    const admin = await pageSignedInAs("superadmin");
    const page = await newPage(browser, testInfo);
    await createActivePartner({ admin, partnerPage: page, request, name: "Hookholder" });
    await admin.context().close();

    await page.getByRole("tab", { name: "API", exact: true }).click();
    await expect(page.getByText("No webhook endpoints yet")).toBeVisible();
    await page.getByRole("button", { name: "Add Endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Endpoint" });
    const url = dialog.getByRole("textbox", { name: "Endpoint URL" });

    // A private address is refused by the server, on the address's field.
    await url.fill("https://10.0.0.5/hooks");
    await dialog.getByRole("checkbox", { name: "deal.submitted" }).check();
    await dialog.getByRole("checkbox", { name: "payout.paid" }).check();
    await dialog.getByRole("textbox", { name: "Description" }).fill("CRM deal sync");
    await dialog.getByRole("button", { name: "Add Endpoint" }).click();
    await expect(url).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText(WEBHOOK_URL_REFUSALS.privateAddress)).toBeVisible();
    await expectAccessible(page, "the Add Endpoint form with a refused address");
    await screenshotDialogViewports(page, testInfo, dialog, "add-endpoint-refused");

    await url.fill(receiver.url);
    await dialog.getByRole("button", { name: "Add Endpoint" }).click();
    const shown = page.getByRole("dialog", { name: "Endpoint added" });
    const secret = await shown.getByRole("textbox", { name: "Signing secret" }).inputValue();
    expect(secret).toMatch(/^whsec_\S{20,}$/);
    await expectAccessible(page, "the signing secret shown once");
    await screenshotDialogViewports(page, testInfo, shown, "webhook-secret-shown-once");
    await shown.getByRole("button", { name: "Done" }).click();

    const item = page.getByRole("list", { name: "Webhook endpoints" }).getByRole("listitem").first();
    await expect(item.getByRole("heading", { level: 3 })).toHaveText(receiver.url);
    await expect(item).toContainText("Healthy");
    await expect(item).toContainText("CRM deal sync");
    await expect(item).not.toContainText(secret);
    await expectAccessible(page, "the API tab with a webhook endpoint");
    await screenshotViewports(page, testInfo, "api-tab-with-a-webhook");

    await item.getByRole("button", { name: `Deliveries of ${receiver.url}` }).click();
    const deliveries = page.getByRole("dialog", { name: "Deliveries" });
    await expect(deliveries.getByText("No deliveries yet")).toBeVisible();
    await deliveries.getByRole("button", { name: "Send Test Event" }).click();
    await expect(deliveries.getByRole("list", { name: "Deliveries" })).toContainText("webhook.test");
    // The worker sends within seconds; the deliveries view is in the address, so a reload shows it again.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("dialog", { name: "Deliveries" })).toContainText("Succeeded", {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    const delivered = page.getByRole("dialog", { name: "Deliveries" }).getByRole("listitem").first();
    await expect(delivered).toContainText("200");

    expect(receiver.received).toHaveLength(1);
    const [sent] = receiver.received as [Received];
    expect(JSON.parse(sent.body)).toMatchObject({ type: "webhook.test" });
    // As a receiver checks it, with the Standard Webhooks library.
    expect(new Webhook(secret).verify(sent.body, sent.headers as Record<string, string>)).toMatchObject({
      type: "webhook.test",
    });
    await delivered.getByText("Attempts (1)").click();
    await expect(delivered.getByRole("list", { name: "Attempts" })).toContainText("Status 200");
    const deliveriesDialog = page.getByRole("dialog", { name: "Deliveries" });
    await expectAccessible(page, "an endpoint's deliveries");
    await screenshotDialogViewports(page, testInfo, deliveriesDialog, "webhook-deliveries");
    await deliveriesDialog.getByRole("button", { name: "Close" }).click();
    await expect(page).not.toHaveURL(/deliveries=/);

    await item.getByRole("button", { name: `Edit ${receiver.url}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Endpoint" });
    await edit.getByRole("checkbox", { name: "Enabled" }).uncheck();
    await expectAccessible(page, "the Edit Endpoint form");
    await screenshotDialogViewports(page, testInfo, edit, "edit-endpoint");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    await expect(item).toContainText("Disabled");

    // A rotated secret is shown once too; deleting the endpoint empties the list.
    await item.getByRole("button", { name: `Rotate secret of ${receiver.url}` }).click();
    await page
      .getByRole("alertdialog", { name: "Rotate the signing secret?" })
      .getByRole("button", { name: "Rotate Secret" })
      .click();
    const rotated = page.getByRole("dialog", { name: "New signing secret" });
    const newSecret = await rotated.getByRole("textbox", { name: "Signing secret" }).inputValue();
    expect(newSecret).not.toBe(secret);
    await rotated.getByRole("button", { name: "Done" }).click();

    await item.getByRole("button", { name: `Delete ${receiver.url}` }).click();
    await page
      .getByRole("alertdialog", { name: "Delete this endpoint?" })
      .getByRole("button", { name: "Delete Endpoint" })
      .click();
    await expect(page.getByText("No webhook endpoints yet")).toBeVisible();
  } finally {
    await receiver.close();
  }
});

test.describe("as an administrator", () => {
  test.use({ signedInAs: "superadmin" });

  test("the Integrations tab shows the administrators' webhook endpoints below the integration keys", async ({
    page,
  }, testInfo) => {
    await page.goto("/admin/integrations");
    const section = page.getByRole("region", { name: "Webhooks" });
    await expect(section).toBeVisible();
    await expect(section.getByRole("button", { name: "Add Endpoint" })).toBeVisible();
    await expect(
      section.getByText(/No webhook endpoints yet|Healthy|Failing|Disabled/).first(),
    ).toBeVisible();
    await expectAccessible(page, "the Integrations tab with webhooks");
    await screenshotViewports(page, testInfo, "admin-integrations-webhooks");
  });
});
