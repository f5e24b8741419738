import type { Db } from "#server/db/client";
import { webhookDeliveries } from "#server/db/schema/index";
import { webhookEventBody } from "#server/platform/webhooks/events";
import { WEBHOOK_TEST_EVENT, type WebhookDeliveryItem } from "#shared/contracts/webhooks";
import type { WebhookOwner } from "./webhook-owner";
import { deliveryItems, ownEndpointForUpdate } from "./webhook-rows";

/**
 * Queues a `webhook.test` event for one of the owner's endpoints, whatever events it subscribes to, so its
 * owner can check the receiver and the signature before real events arrive.
 */
export async function sendWebhookTestEvent(
  db: Db,
  owner: WebhookOwner,
  input: { id: string },
): Promise<{ delivery: WebhookDeliveryItem }> {
  return db.transaction(async (tx) => {
    const endpoint = await ownEndpointForUpdate(tx, owner, input.id);
    const body = webhookEventBody(WEBHOOK_TEST_EVENT, { endpointId: endpoint.id });
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint.id, eventId: body.id, eventType: body.type, body: JSON.stringify(body) })
      .returning();
    if (!row) throw new Error("the webhook delivery insert returned no row");
    const [item] = await deliveryItems(tx, [row]);
    if (!item) throw new Error("the webhook delivery insert returned no row");
    return { delivery: item };
  });
}
