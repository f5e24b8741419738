import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { webhookAttempts, type webhookDeliveries, webhookEndpoints } from "#server/db/schema/index";
import { ownRowOrNotFound } from "#server/platform/partner-scope";
import {
  WEBHOOK_ENDPOINT_NOT_FOUND,
  type WebhookDeliveryItem,
  type WebhookEndpointItem,
} from "#shared/contracts/webhooks";
import { ownEndpoints, type WebhookOwner } from "./webhook-owner";

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function endpointItem(row: EndpointRow): WebhookEndpointItem {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    status: row.failingSince ? "failing" : "healthy",
    secretPrefix: row.secretPrefix,
    signing: row.signing,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    failingSince: row.failingSince,
  };
}

/** One of the owner's endpoints, locked for the change that follows; another owner's is not found. */
export async function ownEndpointForUpdate(
  tx: Pick<Db, "select">,
  owner: WebhookOwner,
  id: string,
): Promise<EndpointRow> {
  const [found] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(ownEndpoints(owner), eq(webhookEndpoints.id, id)))
    .for("update");
  return ownRowOrNotFound(found, WEBHOOK_ENDPOINT_NOT_FOUND);
}

/** Deliveries as the API shows them, each with its attempts; "sending" is still pending to the owner. */
export async function deliveryItems(
  db: Pick<Db, "select">,
  rows: DeliveryRow[],
): Promise<WebhookDeliveryItem[]> {
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
  return rows.map((row) => ({
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    state: row.state === "sending" ? "pending" : row.state,
    attemptCount: row.attemptCount,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt,
    createdAt: row.createdAt,
    lastAttemptAt: row.lastAttemptAt,
    deliveredAt: row.deliveredAt,
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map(({ attemptedAt, statusCode, error, durationMs }) => ({
        attemptedAt,
        statusCode,
        error,
        durationMs,
      })),
  }));
}
