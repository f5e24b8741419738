import type { UpdateWebhookEndpointForm } from "#shared/contracts/webhooks";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
import type { WebhookOwner } from "../webhook-owner";
import { webhookEndpointsKey } from "./get-webhook-endpoints";

export const updateWebhookEndpoint = (owner: WebhookOwner, input: UpdateWebhookEndpointForm) =>
  owner === "partner" ? client.webhooks.updateMine(input) : client.webhooks.update(input);

type Update = (input: UpdateWebhookEndpointForm) => ReturnType<typeof updateWebhookEndpoint>;

/** Changes an endpoint's address, events, description or whether it receives deliveries. */
export function useUpdateWebhookEndpoint(
  owner: WebhookOwner,
  { mutationConfig }: { mutationConfig?: MutationConfig<Update> } = {},
) {
  return useInvalidatingMutation(
    (input: UpdateWebhookEndpointForm) => updateWebhookEndpoint(owner, input),
    () => [webhookEndpointsKey(owner)],
    mutationConfig,
  );
}
