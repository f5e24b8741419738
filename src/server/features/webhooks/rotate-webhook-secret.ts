import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { webhookEndpoints } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import { encryptWebhookSecret, newWebhookSecret } from "#server/platform/webhooks/signing-secret";
import type { WebhookEndpointWithSecret } from "#shared/contracts/webhooks";
import { ownerKind, type WebhookOwner } from "./webhook-owner";
import { endpointItem, ownEndpointForUpdate } from "./webhook-rows";

/**
 * Replaces an endpoint's signing secret at once: every try from now on, retries of earlier events included, is
 * signed with the new one, which is in the answer and nowhere else. An endpoint still on the old signature moves
 * to Standard Webhooks with it.
 */
export async function rotateWebhookSecret(
  { db, config }: { db: Db; config: Pick<Config, "sessionSecret"> },
  caller: Caller,
  owner: WebhookOwner,
  input: { id: string },
): Promise<WebhookEndpointWithSecret> {
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const endpoint = await ownEndpointForUpdate(tx, owner, input.id);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secretPrefix: secret.prefix,
        encryptedSecret: encryptWebhookSecret(config.sessionSecret, secret.secret),
        // The new secret is in the Standard Webhooks form, so the endpoint moves to that signature with it.
        signing: "standard",
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning();
    if (!row) throw new Error("the webhook endpoint update returned no row");
    await recordAudit(tx, {
      partnerId: owner.partnerId,
      actorUserId: caller.user.id,
      action: "webhook_secret_rotated",
      subject: { type: "webhook_endpoint", id: row.id, label: row.url },
      details: {
        endpoint_id: row.id,
        url: row.url,
        secret_prefix: row.secretPrefix,
        previous_secret_prefix: endpoint.secretPrefix,
        ...(endpoint.signing === "legacy" ? { signing: "standard" } : {}),
        kind: ownerKind(owner),
      },
    });
    return { endpoint: endpointItem(row), secret: secret.secret };
  });
}
