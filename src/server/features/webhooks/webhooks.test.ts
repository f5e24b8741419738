import { ORPCError } from "@orpc/client";
import { and, eq } from "drizzle-orm";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { partnerAuditLogs, webhookDeliveries, webhookEndpoints } from "#server/db/schema/index";
import { createLogger } from "#server/platform/logger";
import {
  deliverDueWebhooks,
  pruneWebhookDeliveries,
  startWebhookDelivery,
  WEBHOOK_DELIVERY_RETENTION_MS,
} from "#server/platform/webhooks/delivery";
import { decryptWebhookSecret } from "#server/platform/webhooks/signing-secret";
import { API_KEY_REFUSALS } from "#shared/contracts/api-keys";
import {
  WEBHOOK_ENDPOINT_LIMIT,
  WEBHOOK_ENDPOINT_LIMIT_REACHED,
  WEBHOOK_URL_REFUSALS,
  type WebhookEventType,
} from "#shared/contracts/webhooks";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact } from "#tests/factories/users";
import { createWebhookEndpoint } from "#tests/factories/webhooks";
import { DEAL } from "#tests/support/apps/deals-test-app";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { startWebhookReceiver, type WebhookReceiver } from "#tests/support/servers/webhook-receiver";

// docs/product/api-and-integrations.md#webhooks, decision 0030.

let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;
const logger = createLogger("silent");

interface PartnerSide {
  partner: TestPartner;
  as: TestBrowser;
}
let acme: PartnerSide;
let globex: PartnerSide;
let admin: TestBrowser;
const receivers: WebhookReceiver[] = [];

async function partnerSide(): Promise<PartnerSide> {
  const partner = await createPartner(db());
  return { partner, as: await signedInAs(testApp, await createPartnerContact(db(), partner)) };
}

async function receiver(options: { delayMs?: number } = {}) {
  const started = await startWebhookReceiver(options);
  receivers.push(started);
  return started;
}

/** One round of the delivery worker, at `now`. */
const deliver = (now = new Date(), config = testApp.config) =>
  deliverDueWebhooks(db(), { config, logger, now });

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

const submitDeal = (side: PartnerSide, companyName = `Customer ${crypto.randomUUID()}`) =>
  side.as.client.deals.submit({ form: "portal", deal: { ...DEAL, companyName } });

const subscribe = (side: PartnerSide, url: string, events: WebhookEventType[] = ["deal.submitted"]) =>
  side.as.client.webhooks.createMine({ url, events });

/** A received event's body, with the parts these tests read. */
interface ReceivedEvent {
  id: string;
  type: string;
  data: {
    deal: { partnerId: string; status: string };
    previousStatus?: string;
    payout?: Record<string, unknown>;
  };
}

const bodies = (target: WebhookReceiver) =>
  target.received.map((request) => JSON.parse(request.body) as ReceivedEvent);

async function refusal(call: Promise<unknown>): Promise<ORPCError<string, unknown>> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ORPCError);
  return error as ORPCError<string, unknown>;
}

beforeAll(async () => {
  testApp = await createTestApp();
  [acme, globex] = await Promise.all([partnerSide(), partnerSide()]);
  admin = await signedInAs(testApp, await createAdmin(db()));
});
beforeEach(async () => {
  await db().delete(webhookEndpoints);
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((started) => started.close()));
});
afterAll(async () => {
  await testApp.dispose();
});

describe("registering an endpoint", () => {
  it("shows the signing secret once, keeps it only encrypted, lists its prefix and audits the endpoint's life", async () => {
    const created = await acme.as.client.webhooks.createMine({
      url: "http://127.0.0.1:9/crm",
      events: ["deal.submitted", "payout.paid"],
      description: "CRM",
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.secret.startsWith(created.endpoint.secretPrefix)).toBe(true);
    expect(created.endpoint).toMatchObject({
      url: "http://127.0.0.1:9/crm",
      events: ["deal.submitted", "payout.paid"],
      description: "CRM",
      enabled: true,
      status: "healthy",
      failingSince: null,
    });

    const [row] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.endpoint.id));
    expect(row?.encryptedSecret).not.toContain(created.secret.slice(6));
    expect(decryptWebhookSecret(testApp.config.sessionSecret, row?.encryptedSecret ?? "")).toBe(
      created.secret,
    );
    expect(() =>
      decryptWebhookSecret("another-session-secret-of-32-characters", row?.encryptedSecret ?? ""),
    ).toThrow();

    const listed = await acme.as.client.webhooks.listMine();
    expect(listed).toEqual([created.endpoint]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const rotated = await acme.as.client.webhooks.rotateSecretMine({ id: created.endpoint.id });
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.endpoint.secretPrefix).toBe(rotated.secret.slice(0, rotated.endpoint.secretPrefix.length));
    await acme.as.client.webhooks.deleteMine({ id: created.endpoint.id });

    const audit = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.subjectId, created.endpoint.id))
      .orderBy(partnerAuditLogs.createdAt);
    expect(audit.map((entry) => [entry.action, entry.partnerId])).toEqual([
      ["webhook_endpoint_created", acme.partner.id],
      ["webhook_secret_rotated", acme.partner.id],
      ["webhook_endpoint_deleted", acme.partner.id],
    ]);
    expect(audit[1]?.details).toMatchObject({
      previous_secret_prefix: created.endpoint.secretPrefix,
      secret_prefix: rotated.endpoint.secretPrefix,
    });
  });

  it("refuses private and link-local addresses, naming the URL field", async () => {
    for (const url of [
      "http://169.254.169.254/latest/meta-data",
      "http://10.0.0.1/hooks",
      "https://[fd00::1]/",
    ]) {
      const refused = await refusal(subscribe(acme, url));
      expect(refused.status, url).toBe(400);
      expect(refused.message).toBe(WEBHOOK_URL_REFUSALS.privateAddress);
      expect(refused.data).toMatchObject({ field: "url" });
    }
    expect(await acme.as.client.webhooks.listMine()).toEqual([]);
  });

  it(`allows ${WEBHOOK_ENDPOINT_LIMIT} endpoints per owner`, async () => {
    for (let i = 0; i < WEBHOOK_ENDPOINT_LIMIT; i++) await subscribe(acme, `http://127.0.0.1:9/${i}`);
    const refused = await refusal(subscribe(acme, "http://127.0.0.1:9/one-too-many"));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(WEBHOOK_ENDPOINT_LIMIT_REACHED);
    // Another owner has a limit of its own.
    await subscribe(globex, "http://127.0.0.1:9/globex");
  });

  it("cannot be managed with an API key", async () => {
    const key = await acme.as.client.apiKeys.createPartner({ name: "CRM", expiresInDays: 30 });
    for (const [method, path] of [
      ["GET", "/webhooks/partner"],
      ["POST", "/webhooks/partner"],
      ["GET", "/webhooks/integrations"],
    ] as const) {
      const response = await testApp.app.request(`http://localhost/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${key.secret}`, "content-type": "application/json" },
        body:
          method === "POST"
            ? JSON.stringify({ url: "http://127.0.0.1:9/x", events: ["deal.submitted"] })
            : undefined,
      });
      expect(response.status, path).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBe(
        API_KEY_REFUSALS.notForThisOperation,
      );
    }
    expect(await db().select().from(webhookEndpoints)).toEqual([]);
  });
});

describe("delivering an event", () => {
  it("POSTs the event as JSON, signed as Standard Webhooks signs, verified by its library with the endpoint's secret", async () => {
    const crm = await receiver();
    const { secret } = await subscribe(acme, crm.url);
    const { deal } = await submitDeal(acme, "Signed Customer Ltd");
    expect(await deliver()).toBe(1);

    expect(crm.received).toHaveLength(1);
    const [request] = crm.received;
    const headers = request?.headers ?? {};
    const raw = request?.body ?? "";
    expect(headers["content-type"]).toBe("application/json");
    const timestamp = String(headers["webhook-timestamp"]);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(String(headers["webhook-signature"])).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    // As a receiver checks it (docs/product/api-and-integrations.md#verifying-a-delivery).
    const body = new Webhook(secret).verify(raw, headers as Record<string, string>) as {
      id: string;
      createdAt: string;
    };
    expect(() =>
      new Webhook(secret).verify(
        raw.replace("Signed Customer", "Forged Customer"),
        headers as Record<string, string>,
      ),
    ).toThrow(WebhookVerificationError);

    expect(headers["webhook-id"]).toBe(body.id);
    expect(body).toMatchObject({
      type: "deal.submitted",
      data: {
        deal: {
          id: deal.id,
          partnerId: acme.partner.id,
          companyName: "Signed Customer Ltd",
          dealValue: deal.dealValue,
          status: "submitted",
          possibleDuplicate: false,
        },
      },
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
  });

  it("retries a receiver that answers 500: the third try succeeds and the event arrives exactly once more", async () => {
    const crm = await receiver();
    crm.answerWith(500, 500);
    const { endpoint } = await subscribe(acme, crm.url);
    await submitDeal(acme);
    const start = new Date();

    expect(await deliver(start)).toBe(1);
    expect(await deliver(later(start, 10_000))).toBe(0);
    expect(await deliver(later(start, 31_000))).toBe(1);
    expect(await deliver(later(start, 60_000))).toBe(0);
    expect(await deliver(later(start, 31_000 + 61_000))).toBe(1);
    expect(await deliver(later(start, 24 * 60 * 60 * 1000))).toBe(0);

    expect(crm.received.map((request) => request.headers["webhook-id"])).toEqual(
      Array(3).fill(bodies(crm)[0]?.id),
    );
    expect(new Set(crm.received.map((request) => request.body)).size).toBe(1);
    const { items } = await acme.as.client.webhooks.listDeliveriesMine({ endpointId: endpoint.id });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      eventType: "deal.submitted",
      state: "succeeded",
      attemptCount: 3,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(items[0]?.attempts.map((attempt) => [attempt.statusCode, attempt.error])).toEqual([
      [500, "The endpoint answered 500."],
      [500, "The endpoint answered 500."],
      [200, null],
    ]);
  });

  it("gives up after 24 hours and marks the endpoint failing; a resend delivers it and the endpoint is healthy again", async () => {
    const warehouse = await receiver();
    warehouse.answerWith(503, 503);
    const { endpoint } = await admin.client.webhooks.create({
      url: warehouse.url,
      events: ["deal.submitted"],
    });
    await submitDeal(acme);
    const start = new Date();
    await deliver(start);
    await deliver(later(start, 25 * 60 * 60 * 1000));

    const failed = await admin.client.webhooks.listDeliveries({ endpointId: endpoint.id, state: "failed" });
    expect(failed.items).toHaveLength(1);
    expect(failed.items[0]).toMatchObject({
      state: "failed",
      attemptCount: 2,
      lastStatusCode: 503,
      nextAttemptAt: null,
    });
    const [listed] = await admin.client.webhooks.list();
    expect(listed).toMatchObject({ status: "failing" });
    expect(listed?.failingSince).toBeInstanceOf(Date);

    const { delivery } = await admin.client.webhooks.resendDelivery({ id: failed.items[0]?.id ?? "" });
    expect(delivery.state).toBe("pending");
    expect(await deliver()).toBe(1);
    expect(warehouse.received).toHaveLength(3);
    const [healthy] = await admin.client.webhooks.list();
    expect(healthy).toMatchObject({ status: "healthy", failingSince: null });
    const { items } = await admin.client.webhooks.listDeliveries({ endpointId: endpoint.id });
    expect(items[0]).toMatchObject({ state: "succeeded", attemptCount: 3 });
  });

  it("does not hold up the request that caused the event when the receiver is slow", async () => {
    const slow = await receiver({ delayMs: 3000 });
    await subscribe(acme, slow.url);
    const worker = startWebhookDelivery({ db: db(), config: testApp.config, logger, intervalMs: 20 });
    try {
      const started = performance.now();
      await submitDeal(acme);
      expect(performance.now() - started).toBeLessThan(1500);
      await expect.poll(() => slow.received.length, { timeout: 5000 }).toBe(1);
      // The worker is still waiting for the receiver's answer while the partner carries on.
      const secondStarted = performance.now();
      await submitDeal(acme);
      expect(performance.now() - secondStarted).toBeLessThan(1500);
    } finally {
      await worker.stop();
    }
  });

  it("stops only once the round in flight has recorded its delivery, and claims nothing after", async () => {
    const slow = await receiver({ delayMs: 1000 });
    const { endpoint } = await subscribe(acme, slow.url);
    const worker = startWebhookDelivery({ db: db(), config: testApp.config, logger, intervalMs: 20 });
    let stopped = false;
    try {
      await submitDeal(acme);
      await expect.poll(() => slow.received.length, { timeout: 5000 }).toBe(1);
      // The receiver has the event and takes a second to answer: the round is still waiting for it.
      await worker.stop();
      stopped = true;
      const [sent] = await db()
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(sent).toMatchObject({ state: "succeeded", attemptCount: 1, lastStatusCode: 200 });

      // A stopped worker's timer is gone: the next event waits for another server's worker.
      await submitDeal(acme);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const states = await db()
        .select({ state: webhookDeliveries.state, attemptCount: webhookDeliveries.attemptCount })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(states.map((row) => `${row.state} after ${row.attemptCount}`).sort()).toEqual([
        "pending after 0",
        "succeeded after 1",
      ]);
      expect(slow.received).toHaveLength(1);
    } finally {
      if (!stopped) await worker.stop();
    }
  });

  it("records a receiver that does not answer in time as a failed try, to be retried", async () => {
    const stuck = await receiver({ delayMs: 2000 });
    const { endpoint } = await subscribe(acme, stuck.url);
    await submitDeal(acme);
    await deliverDueWebhooks(db(), { config: testApp.config, logger, timeoutMs: 200 });

    const { items } = await acme.as.client.webhooks.listDeliveriesMine({ endpointId: endpoint.id });
    expect(items[0]).toMatchObject({
      state: "pending",
      lastStatusCode: null,
      lastError: "The endpoint did not answer within 0.2 seconds.",
    });
    expect(items[0]?.attempts[0]?.durationMs).toBeGreaterThanOrEqual(150);
  });

  it("forgets settled deliveries after 30 days and keeps pending ones", async () => {
    const crm = await receiver();
    crm.answerWith(200, 500);
    const { endpoint } = await subscribe(acme, crm.url);
    await submitDeal(acme);
    await submitDeal(acme);
    await deliver();
    const states = async () =>
      (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)))
        .map((row) => row.state)
        .sort();
    expect(await states()).toEqual(["pending", "succeeded"]);

    expect(await pruneWebhookDeliveries(db())).toBe(0);
    const afterRetention = later(new Date(), WEBHOOK_DELIVERY_RETENTION_MS + 60_000);
    expect(await pruneWebhookDeliveries(db(), WEBHOOK_DELIVERY_RETENTION_MS, afterRetention)).toBe(1);
    expect(await states()).toEqual(["pending"]);
  });

  it("sends each delivery once when the workers of several app servers run at the same time", async () => {
    const crm = await receiver();
    await subscribe(acme, crm.url);
    for (let i = 0; i < 6; i++) await submitDeal(acme);
    const other = await createTestApp({}, { sameDatabaseAs: testApp });
    try {
      const tried = await Promise.all([
        deliver(),
        deliverDueWebhooks(other.testDatabase.database.db, { config: other.config, logger, limit: 3 }),
      ]);
      expect(tried[0] + tried[1]).toBe(6);
    } finally {
      await other.dispose();
    }
    expect(new Set(crm.received.map((request) => request.headers["webhook-id"])).size).toBe(6);
    expect(crm.received).toHaveLength(6);
  });

  it("sends a partner's events to its own endpoints and the administrators', never to another partner's", async () => {
    const [acmeCrm, globexCrm, warehouse] = await Promise.all([receiver(), receiver(), receiver()]);
    await subscribe(acme, acmeCrm.url);
    await subscribe(globex, globexCrm.url);
    await admin.client.webhooks.create({ url: warehouse.url, events: ["deal.submitted"] });
    await submitDeal(acme);
    await submitDeal(globex);
    await deliver();

    const partnerOf = (target: WebhookReceiver) => bodies(target).map((body) => body.data.deal.partnerId);
    expect(partnerOf(acmeCrm)).toEqual([acme.partner.id]);
    expect(partnerOf(globexCrm)).toEqual([globex.partner.id]);
    expect(partnerOf(warehouse).sort()).toEqual([acme.partner.id, globex.partner.id].sort());
  });

  it("tells of status changes, payouts and partner status, each only to endpoints subscribed to it", async () => {
    const [warehouse, finance] = await Promise.all([receiver(), receiver()]);
    await admin.client.webhooks.create({
      url: warehouse.url,
      events: ["deal.status_changed", "payout.created", "payout.paid", "partner.status_changed"],
    });
    await admin.client.webhooks.create({ url: finance.url, events: ["payout.paid"] });
    const side = await partnerSide();
    const { deal } = await submitDeal(side);
    await admin.client.deals.changeStatus({ id: deal.id, status: "approved" });
    await admin.client.deals.changeStatus({ id: deal.id, status: "closed_won" });
    const [payout] = (await admin.client.payouts.list({ partnerId: side.partner.id })).items;
    await admin.client.payouts.markPaid({ id: payout?.id ?? "", reference: "WIRE-1" });
    await admin.client.partners.setStatus({ id: side.partner.id, status: "suspended" });
    await deliver();

    const events = bodies(warehouse).sort((a, b) => a.type.localeCompare(b.type));
    expect(events.map((event) => event.type).sort()).toEqual([
      "deal.status_changed",
      "deal.status_changed",
      "partner.status_changed",
      "payout.created",
      "payout.paid",
    ]);
    const statusChanges = events.filter((event) => event.type === "deal.status_changed");
    expect(statusChanges.map((event) => [event.data.previousStatus, event.data.deal.status]).sort()).toEqual([
      ["approved", "closed_won"],
      ["submitted", "approved"],
    ]);
    expect(events.find((event) => event.type === "payout.created")?.data.payout).toMatchObject({
      id: payout?.id,
      dealId: deal.id,
      status: "pending",
      commissionAmount: payout?.commissionAmount,
    });
    expect(events.find((event) => event.type === "payout.paid")?.data.payout).toMatchObject({
      id: payout?.id,
      status: "paid",
      paymentReference: "WIRE-1",
    });
    expect(events.find((event) => event.type === "partner.status_changed")?.data).toEqual({
      partner: { id: side.partner.id, companyName: side.partner.companyName, status: "suspended" },
      previousStatus: "active",
    });
    expect(bodies(finance).map((event) => event.type)).toEqual(["payout.paid"]);
  });

  it("sends nothing to a disabled endpoint until it is enabled again, and a test event on request", async () => {
    const crm = await receiver();
    const { endpoint } = await subscribe(acme, crm.url);
    await acme.as.client.webhooks.updateMine({ id: endpoint.id, enabled: false });
    await submitDeal(acme);
    expect(await deliver()).toBe(0);

    await acme.as.client.webhooks.updateMine({ id: endpoint.id, enabled: true });
    await acme.as.client.webhooks.sendTestMine({ id: endpoint.id });
    await deliver();
    expect(bodies(crm).map((body) => body.type)).toEqual(["webhook.test"]);
  });

  it("refuses, at delivery, an address that is no longer allowed, without calling it", async () => {
    const crm = await receiver();
    // Registered while loopback was allowed; delivered by a server where it is not.
    const endpoint = await createWebhookEndpoint(db(), {
      partnerId: acme.partner.id,
      url: `https://localhost:${crm.port}/webhooks`,
    });
    await submitDeal(acme);
    await deliver(new Date(), { ...testApp.config, webhooksAllowInsecure: false });

    expect(crm.received).toEqual([]);
    const [delivery] = await db()
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id)));
    expect(delivery).toMatchObject({
      state: "pending",
      lastStatusCode: null,
      lastError: WEBHOOK_URL_REFUSALS.privateAddress,
    });
  });
});
