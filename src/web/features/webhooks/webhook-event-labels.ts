import type { WebhookDeliveryEventType } from "#shared/contracts/webhooks";

/** What each event tells a receiver, as the forms and the deliveries list word it. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookDeliveryEventType, string> = {
  "deal.submitted": "A deal is submitted",
  "deal.status_changed": "A deal's status changes",
  "deal.returned": "A deal is returned with a question",
  "deal.expired": "A deal's registration expires",
  "payout.created": "A payout is created",
  "payout.paid": "A payout is paid",
  "partner.status_changed": "A partner's status changes",
  "partner.tier_changed": "A partner's tier changes",
  "ticket.created": "A support ticket is opened",
  "ticket.solved": "A support ticket is solved",
  "webhook.test": "A test event sent from the portal",
};
