import { count } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { webhookEndpoints } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { encryptWebhookSecret, newWebhookSecret } from "#server/platform/webhooks/signing-secret";
import {
  WEBHOOK_ENDPOINT_LIMIT,
  WEBHOOK_ENDPOINT_LIMIT_REACHED,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from "#shared/contracts/webhooks";
import { checkNewEndpointUrl } from "./endpoint-url";
import { ownEndpoints, ownerKind, type WebhookOwner } from "./webhook-owner";
import { endpointItem } from "./webhook-rows";

/**
 * Registers an endpoint of the owner (docs/product/api-and-integrations.md#webhooks) once its address passes
 * the checks of decision 0030; the signing secret is in the answer, and stored only encrypted.
 */
export async function createWebhookEndpoint(
  { db, config }: { db: Db; config: Pick<Config, "sessionSecret" | "webhooksAllowInsecure"> },
  caller: Caller,
  owner: WebhookOwner,
  input: { url: string; events: WebhookEventType[]; description: string | null },
): Promise<WebhookEndpointWithSecret> {
  await checkNewEndpointUrl(config, input.url);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const [registered] = await tx
      .select({ total: count() })
      .from(webhookEndpoints)
      .where(ownEndpoints(owner));
    if ((registered?.total ?? 0) >= WEBHOOK_ENDPOINT_LIMIT) {
      throw new AppError("conflict", WEBHOOK_ENDPOINT_LIMIT_REACHED);
    }
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        partnerId: owner.partnerId,
        url: input.url,
        events: input.events,
        description: input.description,
        secretPrefix: secret.prefix,
        encryptedSecret: encryptWebhookSecret(config.sessionSecret, secret.secret),
        createdByUserId: caller.user.id,
      })
      .returning();
    if (!row) throw new Error("the webhook endpoint insert returned no row");
    await recordAudit(tx, {
      partnerId: owner.partnerId,
      actorUserId: caller.user.id,
      action: "webhook_endpoint_created",
      subject: { type: "webhook_endpoint", id: row.id, label: row.url },
      details: {
        endpoint_id: row.id,
        url: row.url,
        secret_prefix: row.secretPrefix,
        kind: ownerKind(owner),
        events: row.events,
      },
    });
    return { endpoint: endpointItem(row), secret: secret.secret };
  });
}
