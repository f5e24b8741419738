import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { partnerAuditLogs, webhookDeliveries, webhookEndpoints } from "#server/db/schema/index";
import { createLogger } from "#server/platform/logger";
import { deliverDueWebhooks } from "#server/platform/webhooks/delivery";
import { LEGACY_SIGNATURE_ENDED, LEGACY_SIGNATURE_ENDS } from "#server/platform/webhooks/signature";
import { createPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact } from "#tests/factories/users";
import { createWebhookDelivery, createWebhookEndpoint } from "#tests/factories/webhooks";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { startWebhookReceiver, type WebhookReceiver } from "#tests/support/servers/webhook-receiver";

// Standard Webhooks signatures, and the old v1= signature kept for the endpoints made before them
// (docs/product/api-and-integrations.md#verifying-a-delivery, decision 0054).

let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;
const logger = createLogger("silent");
let receiver: WebhookReceiver;
let admin: TestBrowser;

const deliver = (now = new Date()) => deliverDueWebhooks(db(), { config: testApp.config, logger, now });
const headersOf = (index: number) => receiver.received[index]?.headers as Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInAs(testApp, await createAdmin(db()));
});
afterEach(async () => {
  await receiver?.close();
  await db().delete(webhookEndpoints);
});
afterAll(async () => {
  await testApp.dispose();
});

describe("webhook signatures", () => {
  it("gives a new endpoint a Standard Webhooks secret whose deliveries the library verifies, a test event included", async () => {
    receiver = await startWebhookReceiver();
    const { endpoint, secret } = await admin.client.webhooks.create({
      url: receiver.url,
      events: ["deal.submitted"],
    });
    expect(endpoint.signing).toBe("standard");
    // whsec_ and the base64 of 32 bytes, the form the standard's libraries take.
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    await admin.client.webhooks.sendTest({ id: endpoint.id });
    expect(await deliver()).toBe(1);

    const raw = receiver.received[0]?.body ?? "";
    const event = new Webhook(secret).verify(raw, headersOf(0)) as { id: string; type: string };
    expect(event.type).toBe("webhook.test");
    expect(headersOf(0)["webhook-id"]).toBe(event.id);
    expect(
      new Webhook(secret).sign(event.id, new Date(Number(headersOf(0)["webhook-timestamp"]) * 1000), raw),
    ).toBe(headersOf(0)["webhook-signature"]);
  });

  it("keeps signing an endpoint made before them with v1= until its secret is rotated, then signs it the standard way", async () => {
    receiver = await startWebhookReceiver();
    const partner = await createPartner(db());
    const owner = await signedInAs(testApp, await createPartnerContact(db(), partner));
    const old = await createWebhookEndpoint(db(), {
      partnerId: partner.id,
      url: receiver.url,
      signing: "legacy",
    });
    expect((await owner.client.webhooks.listMine())[0]?.signing).toBe("legacy");
    await createWebhookDelivery(db(), old.id);
    expect(await deliver()).toBe(1);

    const headers = headersOf(0);
    const raw = receiver.received[0]?.body ?? "";
    const timestamp = headers["webhook-timestamp"];
    expect(headers["webhook-signature"]).toBe(
      `v1=${createHmac("sha256", old.secret).update(`${timestamp}.${raw}`).digest("hex")}`,
    );

    const rotated = await owner.client.webhooks.rotateSecretMine({ id: old.id });
    expect(rotated.endpoint.signing).toBe("standard");
    const [audit] = await db()
      .select({ details: partnerAuditLogs.details })
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.action, "webhook_secret_rotated"));
    expect(audit?.details).toMatchObject({ signing: "standard", previous_secret_prefix: old.secretPrefix });
    await createWebhookDelivery(db(), old.id);
    expect(await deliver()).toBe(1);
    expect(new Webhook(rotated.secret).verify(receiver.received[1]?.body ?? "", headersOf(1))).toMatchObject({
      type: "webhook.test",
    });
  });

  it("stops the old signature on the stated day: the try fails saying how to move, and the receiver is not called", async () => {
    receiver = await startWebhookReceiver();
    const old = await createWebhookEndpoint(db(), { url: receiver.url, signing: "legacy" });
    const delivery = await createWebhookDelivery(db(), old.id);
    // An event of that day, still within its 24 hours of retries.
    await db()
      .update(webhookDeliveries)
      .set({ retryUntil: new Date(LEGACY_SIGNATURE_ENDS.getTime() + 24 * 60 * 60 * 1000) })
      .where(eq(webhookDeliveries.id, delivery.id));
    expect(await deliver(LEGACY_SIGNATURE_ENDS)).toBe(1);

    expect(receiver.received).toEqual([]);
    const [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    expect(row).toMatchObject({ state: "pending", lastError: LEGACY_SIGNATURE_ENDED, lastStatusCode: null });
  });
});
