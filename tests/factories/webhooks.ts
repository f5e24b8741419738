import { DEV_SESSION_SECRET } from "#server/config";
import type { Db } from "#server/db/client";
import { webhookDeliveries, webhookEndpoints } from "#server/db/schema/index";
import { webhookEventBody } from "#server/platform/webhooks/events";
import { encryptWebhookSecret, newWebhookSecret } from "#server/platform/webhooks/signing-secret";
import type { WebhookEventType } from "#shared/contracts/webhooks";

export type WebhookEndpointOverrides = Partial<
  Omit<typeof webhookEndpoints.$inferInsert, "encryptedSecret">
> & {
  /** The SESSION_SECRET its signing secret is encrypted with: the test app's unless it sets its own. */
  sessionSecret?: string;
};

export type TestWebhookEndpoint = typeof webhookEndpoints.$inferSelect & { secret: string };

const EVERY_EVENT: WebhookEventType[] = [
  "deal.submitted",
  "deal.status_changed",
  "payout.created",
  "payout.paid",
  "partner.status_changed",
];

/** An enabled endpoint of the administrators (or of `partnerId`) for every event, on a loopback address. */
export async function createWebhookEndpoint(
  db: Db,
  overrides: WebhookEndpointOverrides = {},
): Promise<TestWebhookEndpoint> {
  const { sessionSecret = DEV_SESSION_SECRET, ...values } = overrides;
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      url: "http://127.0.0.1:9/hooks",
      events: EVERY_EVENT,
      secretPrefix: secret.prefix,
      encryptedSecret: encryptWebhookSecret(sessionSecret, secret.secret),
      ...values,
    })
    .returning();
  if (!row) throw new Error("the webhook endpoint insert returned no row");
  return { ...row, secret: secret.secret };
}

export type TestWebhookDelivery = typeof webhookDeliveries.$inferSelect;

/** A `webhook.test` delivery to the endpoint, due now. */
export async function createWebhookDelivery(db: Db, endpointId: string): Promise<TestWebhookDelivery> {
  const body = webhookEventBody("webhook.test", { endpointId });
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId, eventId: body.id, eventType: body.type, body: JSON.stringify(body) })
    .returning();
  if (!row) throw new Error("the webhook delivery insert returned no row");
  return row;
}
