import type {
  WebhookDeliveryItem,
  WebhookEndpointItem,
  WebhookEndpointWithSecret,
} from "#shared/contracts/webhooks";

export const ENDPOINT_ID = "7a2d3e4f-0000-4000-8000-000000000001";

/** An endpoint as the lists receive it; screen tests override what they check. */
export const endpointFixture = (overrides: Partial<WebhookEndpointItem> = {}): WebhookEndpointItem => ({
  id: ENDPOINT_ID,
  url: "https://crm.example.com/hooks/portal",
  events: ["deal.submitted", "payout.paid"],
  description: "CRM deal sync",
  enabled: true,
  status: "healthy",
  secretPrefix: "whsec_ab12",
  signing: "standard",
  createdAt: new Date("2026-03-02T12:00:00Z"),
  updatedAt: new Date("2026-03-02T12:00:00Z"),
  failingSince: null,
  ...overrides,
});

export const endpointWithSecretFixture = (
  overrides: Partial<WebhookEndpointItem> = {},
): WebhookEndpointWithSecret => ({
  endpoint: endpointFixture(overrides),
  secret: `whsec_${"cd".repeat(24)}`,
});

/** A delivery as the deliveries list receives it. */
export const deliveryFixture = (overrides: Partial<WebhookDeliveryItem> = {}): WebhookDeliveryItem => ({
  id: "8b3e4f50-0000-4000-8000-000000000001",
  endpointId: ENDPOINT_ID,
  eventId: "9c4f5061-0000-4000-8000-000000000001",
  eventType: "deal.submitted",
  state: "pending",
  attemptCount: 2,
  lastStatusCode: 500,
  lastError: null,
  nextAttemptAt: new Date("2026-03-05T12:05:00Z"),
  createdAt: new Date("2026-03-05T12:00:00Z"),
  lastAttemptAt: new Date("2026-03-05T12:01:00Z"),
  deliveredAt: null,
  attempts: [],
  ...overrides,
});

export const deliveriesPage = (items: WebhookDeliveryItem[], total = items.length) => ({
  items,
  total,
  page: 1,
  pageSize: 10,
});
