import { z } from "zod";
import { uuid } from "./ids";
import { cappedPageOf, pageInput } from "./paging";
import { partialChange } from "./partial-change";
import { storableString } from "./text";

// Webhooks: signed HTTPS calls telling partners and integrations what happened
// (docs/product/api-and-integrations.md#webhooks, decision 0030).

/** The events an endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  "deal.submitted",
  "deal.status_changed",
  "deal.returned",
  "deal.expired",
  "payout.created",
  "payout.paid",
  "partner.status_changed",
  "partner.tier_changed",
  "ticket.created",
  "ticket.solved",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "Send test event" delivers, whatever the endpoint subscribes to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** Every event a delivery can carry: the subscribable ones and the test event. */
export const WEBHOOK_DELIVERY_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;
export type WebhookDeliveryEventType = (typeof WEBHOOK_DELIVERY_EVENT_TYPES)[number];

/** How many endpoints one partner, or the administrators together, may register. */
export const WEBHOOK_ENDPOINT_LIMIT = 10;

export const WEBHOOK_ENDPOINT_NOT_FOUND = "Webhook endpoint not found.";
export const WEBHOOK_DELIVERY_NOT_FOUND = "Webhook delivery not found.";
export const WEBHOOK_EVENTS_REQUIRED = "Please choose at least one event.";
export const WEBHOOK_ENDPOINT_LIMIT_REACHED = `You can register at most ${WEBHOOK_ENDPOINT_LIMIT} webhook endpoints. Delete one you no longer use first.`;

/** Why an endpoint address is refused, at registration and again before each delivery. */
export const WEBHOOK_URL_REFUSALS = {
  notHttps: "The endpoint address must start with https://.",
  privateAddress:
    "The endpoint address must be reachable on the public internet; it points to a private, loopback or link-local address.",
  unresolvable: "The endpoint's host name could not be found. Please check the address.",
} as const;

export const WEBHOOK_URL_WITH_CREDENTIALS =
  "The endpoint address must not contain a user name or password. Receivers check each delivery's signature instead.";

const webhookUrl = storableString("Endpoint URL", "Endpoint URL is required.")
  .trim()
  .min(1, { error: "Endpoint URL is required." })
  .max(2000, { error: "Endpoint URL must be at most 2000 characters." })
  .pipe(
    z.url({
      protocol: /^https?$/,
      error: "Endpoint URL must be a full address, e.g. https://example.com/webhooks.",
    }),
  )
  // A secret in the address would be stored and shown in lists; receivers authenticate by the signature.
  .refine((url) => !URL.canParse(url) || new URL(url).username + new URL(url).password === "", {
    error: WEBHOOK_URL_WITH_CREDENTIALS,
  });

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: "Please choose events from the list." }))
  .min(1, { error: WEBHOOK_EVENTS_REQUIRED })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

/** Left out keeps the description; empty clears it. */
const webhookDescription = storableString("Description")
  .trim()
  .max(200, { error: "Description must be at most 200 characters." });

/** A new endpoint: where to send and which events. */
export const createWebhookEndpointInput = z.object({
  url: webhookUrl,
  events: webhookEvents,
  description: webhookDescription.optional().transform((value) => value || null),
});
export type CreateWebhookEndpointForm = z.input<typeof createWebhookEndpointInput>;

/** A change to an endpoint: only the fields given change, and at least one must be given. */
export const updateWebhookEndpointInput = partialChange(
  z.object({
    id: uuid({ error: "Please give a valid webhook endpoint id." }),
    url: webhookUrl.optional(),
    events: webhookEvents.optional(),
    description: webhookDescription
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
    /** Off stops deliveries to the endpoint; on again also clears its failing mark. */
    enabled: z.boolean({ error: "Enabled must be true or false." }).optional(),
  }),
  ["url", "events", "description", "enabled"],
);
export type UpdateWebhookEndpointForm = z.input<typeof updateWebhookEndpointInput>;

export const webhookEndpointIdInput = z.object({
  id: uuid({ error: "Please give a valid webhook endpoint id." }),
});

export const webhookEndpointStatusSchema = z.enum(["healthy", "failing"]);
export type WebhookEndpointStatus = z.infer<typeof webhookEndpointStatusSchema>;

/** One endpoint as lists show it: never its whole secret. */
/**
 * How an endpoint's deliveries are signed: Standard Webhooks, or the deprecated `v1=` signature that endpoints
 * made before it keep until their secret is rotated or the signature ends (decision 0054).
 */
export const WEBHOOK_SIGNINGS = ["standard", "legacy"] as const;
export type WebhookSigning = (typeof WEBHOOK_SIGNINGS)[number];

export const webhookEndpointItem = z.object({
  id: uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Failing once a delivery has used up its 24 hours of retries; healthy again after a delivery succeeds. */
  status: webhookEndpointStatusSchema,
  /** The start of the signing secret (`whsec_` and a few characters), to recognise it. */
  secretPrefix: z.string(),
  signing: z.enum(WEBHOOK_SIGNINGS),
  createdAt: z.date(),
  updatedAt: z.date(),
  failingSince: z.date().nullable(),
});
export type WebhookEndpointItem = z.infer<typeof webhookEndpointItem>;

export const listWebhookEndpointsOutput = z.array(webhookEndpointItem);

/** An endpoint just made, or its secret just replaced: the only time the whole signing secret is given. */
export const webhookEndpointWithSecretOutput = z.object({
  endpoint: webhookEndpointItem,
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretOutput>;

export const webhookEndpointOutput = z.object({ endpoint: webhookEndpointItem });

export const deleteWebhookEndpointOutput = z.object({ id: uuid() });

export const webhookDeliveryStateSchema = z.enum(["pending", "succeeded", "failed"], {
  error: "Please choose a delivery state.",
});
export type WebhookDeliveryState = z.infer<typeof webhookDeliveryStateSchema>;

/** One endpoint's deliveries, newest first. */
export const listWebhookDeliveriesInput = z.object({
  endpointId: uuid({ error: "Please give a valid webhook endpoint id." }),
  state: webhookDeliveryStateSchema.optional(),
  ...pageInput,
});
export type ListWebhookDeliveriesInput = z.input<typeof listWebhookDeliveriesInput>;

/** One try to deliver: the answer's status code, or why there was none. */
export const webhookAttemptItem = z.object({
  attemptedAt: z.date(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type WebhookAttemptItem = z.infer<typeof webhookAttemptItem>;

export const webhookDeliveryItem = z.object({
  id: uuid(),
  endpointId: uuid(),
  /** The event's id, sent as `Webhook-Id`: the same on every try and resend, for receivers to skip repeats. */
  eventId: uuid(),
  eventType: z.enum(WEBHOOK_DELIVERY_EVENT_TYPES),
  state: webhookDeliveryStateSchema,
  attemptCount: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** When the next try is due; null once the delivery succeeded or failed. */
  nextAttemptAt: z.date().nullable(),
  createdAt: z.date(),
  lastAttemptAt: z.date().nullable(),
  deliveredAt: z.date().nullable(),
  /** Every try, oldest first. */
  attempts: z.array(webhookAttemptItem),
});
export type WebhookDeliveryItem = z.infer<typeof webhookDeliveryItem>;

export const listWebhookDeliveriesOutput = cappedPageOf(webhookDeliveryItem);

export const webhookDeliveryIdInput = z.object({
  id: uuid({ error: "Please give a valid webhook delivery id." }),
});

/** A delivery queued again (resend) or queued first (test event): the worker sends it within seconds. */
export const webhookDeliveryOutput = z.object({ delivery: webhookDeliveryItem });

/** The Add and Edit Endpoint forms. */
export const webhookEndpointFormSchema = z.object({
  url: webhookUrl,
  events: webhookEvents,
  description: webhookDescription,
});
export type WebhookEndpointForm = z.input<typeof webhookEndpointFormSchema>;
