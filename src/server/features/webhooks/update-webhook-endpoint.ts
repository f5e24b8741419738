import { eq } from "drizzle-orm";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { webhookEndpoints } from "#server/db/schema/index";
import type { WebhookEndpointItem, WebhookEventType } from "#shared/contracts/webhooks";
import { checkNewEndpointUrl } from "./endpoint-url";
import type { WebhookOwner } from "./webhook-owner";
import { endpointItem, ownEndpointForUpdate } from "./webhook-rows";

/**
 * Changes the fields given of one of the owner's endpoints. A new address is checked as at registration;
 * enabling an endpoint clears its failing mark, so its owner sees whether the next deliveries succeed.
 */
export async function updateWebhookEndpoint(
  { db, config }: { db: Db; config: Pick<Config, "webhooksAllowInsecure"> },
  owner: WebhookOwner,
  input: {
    id: string;
    url?: string;
    events?: WebhookEventType[];
    description?: string | null;
    enabled?: boolean;
  },
): Promise<{ endpoint: WebhookEndpointItem }> {
  if (input.url !== undefined) await checkNewEndpointUrl(config, input.url);
  return db.transaction(async (tx) => {
    const endpoint = await ownEndpointForUpdate(tx, owner, input.id);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        url: input.url,
        events: input.events,
        description: input.description,
        enabled: input.enabled,
        ...(input.enabled === true && !endpoint.enabled ? { failingSince: null } : {}),
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning();
    if (!row) throw new Error("the webhook endpoint update returned no row");
    return { endpoint: endpointItem(row) };
  });
}
