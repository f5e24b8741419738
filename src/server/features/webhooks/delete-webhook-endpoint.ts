import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { webhookEndpoints } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import { ownerKind, type WebhookOwner } from "./webhook-owner";
import { ownEndpointForUpdate } from "./webhook-rows";

/** Deletes one of the owner's endpoints with its deliveries: what was still queued for it is not sent. */
export async function deleteWebhookEndpoint(
  db: Db,
  caller: Caller,
  owner: WebhookOwner,
  input: { id: string },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const endpoint = await ownEndpointForUpdate(tx, owner, input.id);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    await recordAudit(tx, {
      partnerId: owner.partnerId,
      actorUserId: caller.user.id,
      action: "webhook_endpoint_deleted",
      subject: { type: "webhook_endpoint", id: endpoint.id, label: endpoint.url },
      details: {
        endpoint_id: endpoint.id,
        url: endpoint.url,
        secret_prefix: endpoint.secretPrefix,
        kind: ownerKind(owner),
      },
    });
    return { id: endpoint.id };
  });
}
