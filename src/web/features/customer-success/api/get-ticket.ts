import { useQuery } from "@tanstack/react-query";
import { retryUnlessMissing } from "#web/lib/queries/missing-item";
import { orpc } from "#web/lib/transport/rpc";

/**
 * One ticket with its whole thread, internal notes included; a missing one is not asked for again. Any tickets
 * change made here (a reply, an update, a bulk assignment) refetches it with every tickets query; a partner's
 * reply or a colleague's change arrives from elsewhere, so each opening reads it again.
 */
export const ticketQueryOptions = (id: string) =>
  orpc.tickets.get.queryOptions({ input: { id }, retry: retryUnlessMissing, staleTime: 0 });

export function useTicket(id: string) {
  return useQuery(ticketQueryOptions(id));
}
