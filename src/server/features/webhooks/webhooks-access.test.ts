import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "#server/db/schema/index";
import type {
  WebhookDeliveryItem,
  WebhookEndpointItem,
  WebhookEndpointWithSecret,
} from "#shared/contracts/webhooks";
import {
  describeFeatureAccess,
  featureCase,
  NO_PARTNER_MESSAGE,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";

const given = setUpFeatureAccessApp("manage_integrations");
const db = () => given.app.testDatabase.database.db;

// An IP literal on loopback: no name to resolve, allowed in tests (WEBHOOKS_ALLOW_INSECURE), never called.
const ENDPOINT = { url: "http://127.0.0.1:9/hooks", events: ["deal.submitted" as const] };

// Each case starts without endpoints, so the cases never reach the limit of endpoints per owner.
const noEndpoints = async () => {
  await db().delete(webhookEndpoints);
  return null;
};
const endpointOfA = async () => {
  await noEndpoints();
  return given.browsers.partnerA.client.webhooks.createMine(ENDPOINT);
};
const adminEndpoint = async () => {
  await noEndpoints();
  return given.browsers.admin.client.webhooks.create(ENDPOINT);
};
const deliveryOf = async (made: Promise<WebhookEndpointWithSecret>, send: "partnerA" | "admin") => {
  const { endpoint } = await made;
  const client = given.browsers[send].client;
  const { delivery } =
    send === "partnerA"
      ? await client.webhooks.sendTestMine({ id: endpoint.id })
      : await client.webhooks.sendTest({ id: endpoint.id });
  return delivery;
};
const endpointRow = async (id: string) =>
  (await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];
const idsOf = (result: unknown) => (result as WebhookEndpointItem[]).map((endpoint) => endpoint.id);

// A partner contact manages its own partner's endpoints; staff holding manage_integrations, the
// administrators' endpoints, which get every partner's events (docs/product/api-and-integrations.md#webhooks).
describeFeatureAccess(given, "webhooks", {
  listMine: featureCase<WebhookEndpointWithSecret>({
    allowed: ["partnerA", "partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: endpointOfA,
    call: (client) => client.webhooks.listMine(),
    verify: async (target, result, caller) => {
      expect(idsOf(result).includes(target.endpoint.id)).toBe(caller === "partnerA");
    },
  }),
  createMine: featureCase<null>({
    allowed: ["partnerA", "partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: noEndpoints,
    call: (client) => client.webhooks.createMine(ENDPOINT),
    verify: async (_target, result, caller) => {
      const row = await endpointRow((result as WebhookEndpointWithSecret).endpoint.id);
      expect(row?.partnerId).toBe(caller === "partnerA" ? given.partnerA.id : given.partnerB.id);
    },
  }),
  updateMine: featureCase<WebhookEndpointWithSecret>({
    allowed: ["partnerA"],
    notFound: ["partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: endpointOfA,
    call: (client, target) => client.webhooks.updateMine({ id: target.endpoint.id, enabled: false }),
    verify: async (target) => {
      expect((await endpointRow(target.endpoint.id))?.enabled).toBe(false);
    },
  }),
  rotateSecretMine: featureCase<WebhookEndpointWithSecret>({
    allowed: ["partnerA"],
    notFound: ["partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: endpointOfA,
    call: (client, target) => client.webhooks.rotateSecretMine({ id: target.endpoint.id }),
    verify: async (target, result) => {
      expect((result as WebhookEndpointWithSecret).secret).not.toBe(target.secret);
    },
  }),
  deleteMine: featureCase<WebhookEndpointWithSecret>({
    allowed: ["partnerA"],
    notFound: ["partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: endpointOfA,
    call: (client, target) => client.webhooks.deleteMine({ id: target.endpoint.id }),
    verify: async (target) => {
      expect(await endpointRow(target.endpoint.id)).toBeUndefined();
    },
  }),
  listDeliveriesMine: featureCase<WebhookDeliveryItem>({
    allowed: ["partnerA"],
    notFound: ["partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: () => deliveryOf(endpointOfA(), "partnerA"),
    call: (client, target) => client.webhooks.listDeliveriesMine({ endpointId: target.endpointId }),
    verify: async (target, result) => {
      expect((result as { items: WebhookDeliveryItem[] }).items.map((item) => item.id)).toEqual([target.id]);
    },
  }),
  resendDeliveryMine: featureCase<WebhookDeliveryItem>({
    allowed: ["partnerA"],
    notFound: ["partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: () => deliveryOf(endpointOfA(), "partnerA"),
    call: (client, target) => client.webhooks.resendDeliveryMine({ id: target.id }),
    verify: async (target, result) => {
      expect((result as { delivery: WebhookDeliveryItem }).delivery).toMatchObject({
        id: target.id,
        state: "pending",
      });
    },
  }),
  sendTestMine: featureCase<WebhookEndpointWithSecret>({
    allowed: ["partnerA"],
    notFound: ["partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: endpointOfA,
    call: (client, target) => client.webhooks.sendTestMine({ id: target.endpoint.id }),
    verify: async (target) => {
      const rows = await db()
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, target.endpoint.id));
      expect(rows.map((row) => row.eventType)).toEqual(["webhook.test"]);
    },
  }),
  list: featureCase<WebhookEndpointWithSecret>({
    allowed: ["permitted", "admin"],
    prepare: adminEndpoint,
    call: (client) => client.webhooks.list(),
    verify: async (target, result) => {
      expect(idsOf(result)).toContain(target.endpoint.id);
    },
  }),
  create: featureCase<null>({
    allowed: ["permitted", "admin"],
    prepare: noEndpoints,
    call: (client) => client.webhooks.create(ENDPOINT),
    verify: async (_target, result) => {
      const row = await endpointRow((result as WebhookEndpointWithSecret).endpoint.id);
      expect(row?.partnerId).toBeNull();
    },
  }),
  update: featureCase<WebhookEndpointWithSecret>({
    allowed: ["permitted", "admin"],
    prepare: adminEndpoint,
    call: (client, target) =>
      client.webhooks.update({ id: target.endpoint.id, events: ["payout.paid", "payout.created"] }),
    verify: async (target) => {
      expect((await endpointRow(target.endpoint.id))?.events).toEqual(["payout.paid", "payout.created"]);
    },
  }),
  rotateSecret: featureCase<WebhookEndpointWithSecret>({
    allowed: ["permitted", "admin"],
    prepare: adminEndpoint,
    call: (client, target) => client.webhooks.rotateSecret({ id: target.endpoint.id }),
    verify: async (target, result) => {
      expect((result as WebhookEndpointWithSecret).secret).not.toBe(target.secret);
    },
  }),
  delete: featureCase<WebhookEndpointWithSecret>({
    allowed: ["permitted", "admin"],
    prepare: adminEndpoint,
    call: (client, target) => client.webhooks.delete({ id: target.endpoint.id }),
    verify: async (target) => {
      expect(await endpointRow(target.endpoint.id)).toBeUndefined();
    },
  }),
  listDeliveries: featureCase<WebhookDeliveryItem>({
    allowed: ["permitted", "admin"],
    prepare: () => deliveryOf(adminEndpoint(), "admin"),
    call: (client, target) => client.webhooks.listDeliveries({ endpointId: target.endpointId }),
    verify: async (target, result) => {
      expect((result as { items: WebhookDeliveryItem[] }).items.map((item) => item.id)).toEqual([target.id]);
    },
  }),
  resendDelivery: featureCase<WebhookDeliveryItem>({
    allowed: ["permitted", "admin"],
    prepare: () => deliveryOf(adminEndpoint(), "admin"),
    call: (client, target) => client.webhooks.resendDelivery({ id: target.id }),
    verify: async (target, result) => {
      expect((result as { delivery: WebhookDeliveryItem }).delivery.id).toBe(target.id);
    },
  }),
  sendTest: featureCase<WebhookEndpointWithSecret>({
    allowed: ["permitted", "admin"],
    prepare: adminEndpoint,
    call: (client, target) => client.webhooks.sendTest({ id: target.endpoint.id }),
    verify: async (target) => {
      const rows = await db()
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, target.endpoint.id));
      expect(rows).toHaveLength(1);
    },
  }),
});
