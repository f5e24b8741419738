import { randomUUID } from "node:crypto";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { webhookDeliveries, webhookEndpoints } from "#server/db/schema/index";
import type { WebhookDeliveryEventType, WebhookEventType } from "#shared/contracts/webhooks";

/** What a delivery's body says (docs/product/api-and-integrations.md#webhooks); `data` as the API answers it. */
export interface WebhookEventBody {
  id: string;
  type: WebhookDeliveryEventType;
  createdAt: string;
  data: unknown;
}

/** The exact JSON a delivery sends and signs. */
export function webhookEventBody(
  type: WebhookDeliveryEventType,
  data: unknown,
  now = new Date(),
): WebhookEventBody {
  return { id: randomUUID(), type, createdAt: now.toISOString(), data };
}

/**
 * Queues an event for every enabled endpoint subscribed to it: the partner's own and the administrators'
 * (decision 0030). Pass the transaction of the change the event tells of, so the event goes out exactly when
 * that change commits; the delivery worker sends it later, so a slow receiver never slows the request.
 */
export async function emitWebhookEvent(
  tx: Pick<Db, "select" | "insert">,
  event: { type: WebhookEventType; partnerId: string; data: unknown },
): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`${event.type} = any(${webhookEndpoints.events})`,
        or(eq(webhookEndpoints.partnerId, event.partnerId), isNull(webhookEndpoints.partnerId)),
      ),
    );
  if (endpoints.length === 0) return;
  const body = webhookEventBody(event.type, event.data);
  const json = JSON.stringify(body);
  await tx.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      eventId: body.id,
      eventType: body.type,
      body: json,
    })),
  );
}
