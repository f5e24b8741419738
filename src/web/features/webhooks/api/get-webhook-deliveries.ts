import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ListWebhookDeliveriesInput } from "#shared/contracts/webhooks";
import { orpc } from "#web/lib/transport/rpc";
import type { WebhookOwner } from "../webhook-owner";

/** The key every call that queues a delivery refetches: each of the owner's delivery lists. */
export const webhookDeliveriesKey = (owner: WebhookOwner) =>
  owner === "partner" ? orpc.webhooks.listDeliveriesMine.key() : orpc.webhooks.listDeliveries.key();

/** One page of an endpoint's deliveries, newest first; the page on screen stays while the next loads. */
export const webhookDeliveriesQueryOptions = (owner: WebhookOwner, input: ListWebhookDeliveriesInput) =>
  owner === "partner"
    ? orpc.webhooks.listDeliveriesMine.queryOptions({ input, placeholderData: keepPreviousData })
    : orpc.webhooks.listDeliveries.queryOptions({ input, placeholderData: keepPreviousData });

export function useWebhookDeliveries(input: ListWebhookDeliveriesInput, owner: WebhookOwner) {
  return useQuery(webhookDeliveriesQueryOptions(owner, input));
}
