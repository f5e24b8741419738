import { desc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { webhookEndpoints } from "#server/db/schema/index";
import type { WebhookEndpointItem } from "#shared/contracts/webhooks";
import { ownEndpoints, type WebhookOwner } from "./webhook-owner";
import { endpointItem } from "./webhook-rows";

/** The owner's endpoints, newest first (at most WEBHOOK_ENDPOINT_LIMIT, so one list). */
export async function listWebhookEndpoints(db: Db, owner: WebhookOwner): Promise<WebhookEndpointItem[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(ownEndpoints(owner))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(endpointItem);
}
