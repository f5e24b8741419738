import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
import type { WebhookOwner } from "../webhook-owner";
import { webhookEndpointsKey } from "./get-webhook-endpoints";

export const rotateWebhookSecret = (owner: WebhookOwner, input: { id: string }) =>
  owner === "partner" ? client.webhooks.rotateSecretMine(input) : client.webhooks.rotateSecret(input);

type Rotate = (input: { id: string }) => ReturnType<typeof rotateWebhookSecret>;

/** Replaces an endpoint's signing secret; the answer holds the new one, once. */
export function useRotateWebhookSecret(
  owner: WebhookOwner,
  { mutationConfig }: { mutationConfig?: MutationConfig<Rotate> } = {},
) {
  return useInvalidatingMutation(
    (input: { id: string }) => rotateWebhookSecret(owner, input),
    () => [webhookEndpointsKey(owner)],
    mutationConfig,
  );
}
