import type { CreateWebhookEndpointForm } from "#shared/contracts/webhooks";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
import type { WebhookOwner } from "../webhook-owner";
import { webhookEndpointsKey } from "./get-webhook-endpoints";

export const createWebhookEndpoint = (owner: WebhookOwner, input: CreateWebhookEndpointForm) =>
  owner === "partner" ? client.webhooks.createMine(input) : client.webhooks.create(input);

type Create = (input: CreateWebhookEndpointForm) => ReturnType<typeof createWebhookEndpoint>;

/** Registers an endpoint; the answer holds its whole signing secret, once. */
export function useCreateWebhookEndpoint(
  owner: WebhookOwner,
  { mutationConfig }: { mutationConfig?: MutationConfig<Create> } = {},
) {
  return useInvalidatingMutation(
    (input: CreateWebhookEndpointForm) => createWebhookEndpoint(owner, input),
    () => [webhookEndpointsKey(owner)],
    mutationConfig,
  );
}
