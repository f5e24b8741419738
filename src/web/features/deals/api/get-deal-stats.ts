import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/**
 * The signed-in partner's deals by status, commission to date and completed courses: a change to the caller's
 * learning refetches it.
 */
export const dealStatsQueryOptions = () =>
  orpc.deals.stats.queryOptions({ meta: { alsoReads: [orpc.learning.key()] } });

export function useDealStats() {
  return useQuery(dealStatsQueryOptions());
}
