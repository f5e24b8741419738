import { useWriteThroughMutation } from "#web/lib/queries/use-write-through-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const setRecipientDomains = (domains: string[]) => client.reports.setRecipientDomains({ domains });

/** Replaces the allowed recipient domains; the list saved replaces the cached one. */
export function useSetRecipientDomains() {
  return useWriteThroughMutation(setRecipientDomains, { writes: orpc.reports.recipientDomains.queryKey() });
}
