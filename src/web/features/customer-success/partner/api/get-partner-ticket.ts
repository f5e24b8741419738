import { useQuery } from "@tanstack/react-query";
import { retryUnlessMissing } from "#web/lib/queries/missing-item";
import { orpc } from "#web/lib/transport/rpc";

/**
 * One of the partner's tickets with its public thread; a missing one (or another partner's) is not asked for
 * again. A reply refetches it with every support query.
 */
export function usePartnerTicket(id: string) {
  return useQuery(orpc.support.ticket.queryOptions({ input: { id }, retry: retryUnlessMissing }));
}
