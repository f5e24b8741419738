import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
import type { WebhookOwner } from "../webhook-owner";
import { webhookEndpointsKey } from "./get-webhook-endpoints";

export const deleteWebhookEndpoint = (owner: WebhookOwner, input: { id: string }) =>
  owner === "partner" ? client.webhooks.deleteMine(input) : client.webhooks.delete(input);

type Delete = (input: { id: string }) => ReturnType<typeof deleteWebhookEndpoint>;

/** Deletes an endpoint and with it its deliveries. */
export function useDeleteWebhookEndpoint(
  owner: WebhookOwner,
  { mutationConfig }: { mutationConfig?: MutationConfig<Delete> } = {},
) {
  return useInvalidatingMutation(
    (input: { id: string }) => deleteWebhookEndpoint(owner, input),
    () => [webhookEndpointsKey(owner)],
    mutationConfig,
  );
}
