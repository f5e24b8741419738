import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
import type { WebhookOwner } from "../webhook-owner";
import { webhookDeliveriesKey } from "./get-webhook-deliveries";

export const sendWebhookTestEvent = (owner: WebhookOwner, input: { id: string }) =>
  owner === "partner" ? client.webhooks.sendTestMine(input) : client.webhooks.sendTest(input);

type SendTest = (input: { id: string }) => ReturnType<typeof sendWebhookTestEvent>;

/** Queues a webhook.test event to one endpoint, whatever events it subscribes to. */
export function useSendWebhookTestEvent(
  owner: WebhookOwner,
  { mutationConfig }: { mutationConfig?: MutationConfig<SendTest> } = {},
) {
  return useInvalidatingMutation(
    (input: { id: string }) => sendWebhookTestEvent(owner, input),
    () => [webhookDeliveriesKey(owner)],
    mutationConfig,
  );
}
