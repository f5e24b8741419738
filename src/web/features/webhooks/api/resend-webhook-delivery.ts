import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
import type { WebhookOwner } from "../webhook-owner";
import { webhookDeliveriesKey } from "./get-webhook-deliveries";

export const resendWebhookDelivery = (owner: WebhookOwner, input: { id: string }) =>
  owner === "partner" ? client.webhooks.resendDeliveryMine(input) : client.webhooks.resendDelivery(input);

type Resend = (input: { id: string }) => ReturnType<typeof resendWebhookDelivery>;

/** Queues one delivery again, with the same event id, for the worker to send within seconds. */
export function useResendWebhookDelivery(
  owner: WebhookOwner,
  { mutationConfig }: { mutationConfig?: MutationConfig<Resend> } = {},
) {
  return useInvalidatingMutation(
    (input: { id: string }) => resendWebhookDelivery(owner, input),
    () => [webhookDeliveriesKey(owner)],
    mutationConfig,
  );
}
