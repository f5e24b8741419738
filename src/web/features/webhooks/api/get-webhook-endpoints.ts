import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";
import type { WebhookOwner } from "../webhook-owner";

/** The key every call that changes an owner's endpoints refetches. */
export const webhookEndpointsKey = (owner: WebhookOwner) =>
  owner === "partner" ? orpc.webhooks.listMine.key() : orpc.webhooks.list.key();

/** An owner's webhook endpoints, newest first, without their secrets. */
export const webhookEndpointsQueryOptions = (owner: WebhookOwner) =>
  owner === "partner" ? orpc.webhooks.listMine.queryOptions() : orpc.webhooks.list.queryOptions();

export function useWebhookEndpoints(owner: WebhookOwner) {
  return useQuery(webhookEndpointsQueryOptions(owner));
}
