import { useQuery } from "@tanstack/react-query";
import { retryUnlessMissing } from "#web/lib/queries/missing-item";
import { orpc } from "#web/lib/transport/rpc";

/**
 * One deal with its status history, proposal's name and payout: the partner's own, or any for staff; a missing
 * one (or another partner's) is not asked for again. A status change refetches it with every deals query.
 */
export const dealQueryOptions = (id: string) =>
  orpc.deals.get.queryOptions({ input: { id }, retry: retryUnlessMissing });

export function useDeal(id: string) {
  return useQuery(dealQueryOptions(id));
}
