import { and, desc, eq, inArray } from "drizzle-orm";
import { cappedTotal, countUpTo } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { webhookDeliveries, webhookEndpoints } from "#server/db/schema/index";
import { ownRowOrNotFound } from "#server/platform/partner-scope";
import {
  WEBHOOK_ENDPOINT_NOT_FOUND,
  type WebhookDeliveryItem,
  type WebhookDeliveryState,
} from "#shared/contracts/webhooks";
import { ownEndpoints, type WebhookOwner } from "./webhook-owner";
import { deliveryItems } from "./webhook-rows";

/** One of the owner's endpoints' deliveries, newest first, each with every attempt; the total stops at a cap. */
export async function listWebhookDeliveries(
  db: Db,
  owner: WebhookOwner,
  input: { endpointId: string; state?: WebhookDeliveryState; page: number; pageSize: number },
): Promise<{
  items: WebhookDeliveryItem[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}> {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(ownEndpoints(owner), eq(webhookEndpoints.id, input.endpointId)));
  ownRowOrNotFound(endpoint, WEBHOOK_ENDPOINT_NOT_FOUND);
  // A delivery being sent is still pending to its owner.
  const states =
    input.state === "pending" ? (["pending", "sending"] as const) : input.state ? [input.state] : undefined;
  const where = and(
    eq(webhookDeliveries.endpointId, input.endpointId),
    states ? inArray(webhookDeliveries.state, [...states]) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    cappedTotal(db, webhookDeliveries, where, countUpTo(input)),
  ]);
  return {
    items: await deliveryItems(db, rows),
    ...counted,
    page: input.page,
    pageSize: input.pageSize,
  };
}
