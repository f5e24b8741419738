import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEV_SESSION_SECRET } from "#server/config";
import { notifications, personPreferences, webhookEndpoints } from "#server/db/schema/index";
import { createPartner } from "#tests/factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createSuperAdmin,
  createUser,
  createUserWithPermission,
  type TestUser,
} from "#tests/factories/users";
import { createWebhookDelivery, createWebhookEndpoint } from "#tests/factories/webhooks";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { startWebhookReceiver, type WebhookReceiver } from "#tests/support/servers/webhook-receiver";
import { createLogger } from "../logger";
import { createNotificationHub, type NotificationHub } from "../notification-hub";
import { deliverDueWebhooks } from "./delivery";

// An endpoint's owners are told when it starts failing (docs/product/notifications.md#what-people-are-told,
// docs/product/api-and-integrations.md#retries).

let testDatabase: TestDatabase;
const db = () => testDatabase.database.db;
const logger = createLogger("silent");
const config = { sessionSecret: DEV_SESSION_SECRET, webhooksAllowInsecure: true };
const DAY_AND_AN_HOUR = 25 * 60 * 60 * 1000;
/** Nothing listens on the discard port: every try there is refused at once. */
const REFUSING_URL = "http://127.0.0.1:9/hooks";

let acmeContact: TestUser;
let globexContact: TestUser;
let admin: TestUser;
let superAdmin: TestUser;
let integrator: TestUser;
let partnerManager: TestUser;
let staff: TestUser;
let acmeId: string;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const [acme, globex] = await Promise.all([createPartner(db()), createPartner(db())]);
  acmeId = acme.id;
  acmeContact = await createPartnerContact(db(), acme);
  globexContact = await createPartnerContact(db(), globex);
  admin = await createAdmin(db());
  superAdmin = await createSuperAdmin(db());
  integrator = await createUserWithPermission(db(), "manage_integrations");
  partnerManager = await createUserWithPermission(db(), "manage_partners");
  staff = await createUser(db());
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
afterAll(async () => {
  await testDatabase.dispose();
});

/** Queues one delivery to the endpoint and runs the worker a day and an hour later, when it gives up. */
async function giveUpOnce(endpointId: string, from = new Date()) {
  await createWebhookDelivery(db(), endpointId);
  await deliverDueWebhooks(db(), { config, logger, now: new Date(from.getTime() + DAY_AND_AN_HOUR) });
}

/** Who was told of the endpoint, one user id per notification, sorted. */
async function toldOf(endpointId: string): Promise<string[]> {
  const rows = await db()
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.subjectId, endpointId));
  return rows.map((row) => row.userId).sort();
}

const sorted = (...people: TestUser[]) => people.map((person) => person.id).sort();

describe("a webhook endpoint that starts failing", () => {
  it("tells its partner's contact once, in the transaction that marks it failing, and nobody else", async () => {
    const endpoint = await createWebhookEndpoint(db(), { partnerId: acmeId, url: REFUSING_URL });
    await giveUpOnce(endpoint.id);

    const [marked] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(marked?.failingSince).toBeInstanceOf(Date);
    expect(await toldOf(endpoint.id)).toEqual([acmeContact.id]);
    const [told] = await db().select().from(notifications).where(eq(notifications.subjectId, endpoint.id));
    expect(told).toMatchObject({
      kind: "webhook_endpoint_failing",
      message:
        "Your webhook endpoint at 127.0.0.1:9 is failing: an event could not be delivered in 24 hours of retries.",
      readAt: null,
    });

    await giveUpOnce(endpoint.id, new Date(Date.now() + DAY_AND_AN_HOUR));
    expect(await toldOf(endpoint.id)).toEqual([acmeContact.id]);
  });

  it("tells the staff holding manage_integrations of the administrators' endpoint, one notification each", async () => {
    const endpoint = await createWebhookEndpoint(db(), {
      url: "http://127.0.0.1:9/warehouse?token=s3cret",
      description: "Data warehouse",
    });
    await giveUpOnce(endpoint.id);

    expect(await toldOf(endpoint.id)).toEqual(sorted(admin, superAdmin, integrator));
    const messages = await db()
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.subjectId, endpoint.id));
    expect(new Set(messages.map((row) => row.message))).toEqual(
      new Set([
        'The administrators\' webhook endpoint "Data warehouse" at 127.0.0.1:9 is failing: an event could not be delivered in 24 hours of retries.',
      ]),
    );
    for (const notToldOf of [partnerManager, staff, acmeContact, globexContact]) {
      expect(await toldOf(endpoint.id)).not.toContain(notToldOf.id);
    }
  });

  it("never tells another partner's contact or staff of a partner's endpoint", async () => {
    const endpoint = await createWebhookEndpoint(db(), { partnerId: acmeId, url: REFUSING_URL });
    await giveUpOnce(endpoint.id);
    const told = await toldOf(endpoint.id);
    expect(told).toEqual([acmeContact.id]);
    for (const other of [globexContact, admin, superAdmin, integrator]) expect(told).not.toContain(other.id);
  });

  it("tells once when several deliveries give up in the same round", async () => {
    const endpoint = await createWebhookEndpoint(db(), { url: REFUSING_URL });
    await Promise.all([1, 2, 3].map(() => createWebhookDelivery(db(), endpoint.id)));
    await deliverDueWebhooks(db(), { config, logger, now: new Date(Date.now() + DAY_AND_AN_HOUR) });
    expect(await toldOf(endpoint.id)).toEqual(sorted(admin, superAdmin, integrator));
  });

  it("tells again when an endpoint that recovered fails again", async () => {
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const endpoint = await createWebhookEndpoint(db(), { partnerId: acmeId, url: REFUSING_URL });
    await giveUpOnce(endpoint.id);

    await db()
      .update(webhookEndpoints)
      .set({ url: receiver.url })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await createWebhookDelivery(db(), endpoint.id);
    await deliverDueWebhooks(db(), { config, logger });
    const [recovered] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(recovered?.failingSince).toBeNull();
    expect(await toldOf(endpoint.id)).toEqual([acmeContact.id]);

    await db()
      .update(webhookEndpoints)
      .set({ url: REFUSING_URL })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await giveUpOnce(endpoint.id);
    expect(await toldOf(endpoint.id)).toEqual([acmeContact.id, acmeContact.id]);
  });

  it("tells nobody while its deliveries are still being retried", async () => {
    const endpoint = await createWebhookEndpoint(db(), { url: REFUSING_URL });
    await createWebhookDelivery(db(), endpoint.id);
    await deliverDueWebhooks(db(), { config, logger });
    expect(await toldOf(endpoint.id)).toEqual([]);
  });

  it("marks it for the e-mail digest of those who chose it and wakes their live streams on commit", async () => {
    const partner = await createPartner(db());
    const contact = await createPartnerContact(db(), partner);
    await db()
      .insert(personPreferences)
      .values({ userId: contact.id, notificationEmails: ["webhook_endpoint_failing"] });
    const hub: NotificationHub = createNotificationHub({
      database: testDatabase.database,
      logger,
      heartbeatMs: 3000,
    });
    await hub.start();
    try {
      const stream = await hub.subscribe(contact.id);
      const endpoint = await createWebhookEndpoint(db(), { partnerId: partner.id, url: REFUSING_URL });
      await giveUpOnce(endpoint.id);
      expect(await stream?.next()).toBe("signal");
      const [told] = await db().select().from(notifications).where(eq(notifications.userId, contact.id));
      expect(told).toMatchObject({ kind: "webhook_endpoint_failing", emailDue: true });
    } finally {
      await hub.stop();
    }
  });
});
