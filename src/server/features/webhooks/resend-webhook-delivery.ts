import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { webhookDeliveries, webhookEndpoints } from "#server/db/schema/index";
import { ownRowOrNotFound } from "#server/platform/partner-scope";
import { WEBHOOK_DELIVERY_NOT_FOUND, type WebhookDeliveryItem } from "#shared/contracts/webhooks";
import { ownEndpoints, type WebhookOwner } from "./webhook-owner";
import { deliveryItems } from "./webhook-rows";

/**
 * Queues one of the owner's deliveries again, whatever became of it: the worker sends it within seconds, as a
 * fresh attempt with the same event id, and retries it for another 24 hours. One being sent right now is left
 * to finish.
 */
export async function resendWebhookDelivery(
  db: Db,
  owner: WebhookOwner,
  input: { id: string },
): Promise<{ delivery: WebhookDeliveryItem }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(ownEndpoints(owner), eq(webhookDeliveries.id, input.id)))
      .for("update", { of: webhookDeliveries });
    const delivery = ownRowOrNotFound(found, WEBHOOK_DELIVERY_NOT_FOUND);
    await tx
      .update(webhookDeliveries)
      .set({ state: "pending", nextAttemptAt: sql`now()`, retryUntil: sql`now() + interval '24 hours'` })
      .where(and(eq(webhookDeliveries.id, delivery.id), ne(webhookDeliveries.state, "sending")));
    const rows = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    const [item] = await deliveryItems(tx, rows);
    if (!item) throw new Error("the resent webhook delivery is gone");
    return { delivery: item };
  });
}
