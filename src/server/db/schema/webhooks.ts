import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { WebhookDeliveryEventType, WebhookEventType, WebhookSigning } from "#shared/contracts/webhooks";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { partners } from "./partners";

// Webhooks (decision 0030, docs/product/api-and-integrations.md#webhooks). An endpoint of a partner
// (partner_id set) gets that partner's events; an administrators' endpoint (partner_id null) gets every
// partner's. The signing secret must be at hand to sign each delivery, so it is kept, encrypted with a key
// derived from SESSION_SECRET; `secret_prefix` is its public start, shown in lists.
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().$type<WebhookEventType[]>().notNull(),
    description: text("description"),
    enabled: boolean("enabled").default(true).notNull(),
    secretPrefix: text("secret_prefix").notNull(),
    encryptedSecret: text("encrypted_secret").notNull(),
    /** Endpoints made before Standard Webhooks keep the old signature until their secret is rotated. */
    signing: text("signing").$type<WebhookSigning>().default("standard").notNull(),
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Set when a delivery used up its retries; cleared by the next delivery that succeeds. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("webhook_endpoints_partner_created_at_idx").on(t.partnerId, t.createdAt.desc().nullsFirst()),
    check("webhook_endpoints_signing_check", sql`${t.signing} in ('standard', 'legacy')`),
  ],
);

// The durable queue: one row per event and endpoint, written in the transaction of the change it tells of.
// Workers on any app server claim due rows with SKIP LOCKED; "sending" is a claim whose lease is
// next_attempt_at, so a row whose sender died is taken up again.
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").$type<WebhookDeliveryEventType>().notNull(),
    /** The exact JSON sent and signed, the same on every try. */
    body: text("body").notNull(),
    state: text("state").$type<"pending" | "sending" | "succeeded" | "failed">().default("pending").notNull(),
    attemptCount: integer("attempt_count").default(0).notNull(),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    /** When the next try is due (for "sending", when its claim runs out); null once succeeded or failed. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    /** Retries stop here: 24 hours after the event, or after a resend. */
    retryUntil: timestamp("retry_until", { withTimezone: true })
      .default(sql`now() + interval '24 hours'`)
      .notNull(),
    createdAt: createdAt(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    check("webhook_deliveries_state", sql`${t.state} in ('pending', 'sending', 'succeeded', 'failed')`),
    index("webhook_deliveries_state_next_attempt_at_idx").on(t.state, t.nextAttemptAt),
    // An endpoint's deliveries, newest first (created_at desc, id desc), as its list pages through them.
    index("webhook_deliveries_endpoint_created_at_idx").on(
      t.endpointId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** Every try of a delivery, kept for the endpoint's owner to see. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [index("webhook_attempts_delivery_attempted_at_idx").on(t.deliveryId, t.attemptedAt)],
);
