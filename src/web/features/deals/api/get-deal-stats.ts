import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/rpc";

/** The signed-in partner's deals by status, commission to date and completed courses. */
export const dealStatsQueryOptions = () => orpc.deals.stats.queryOptions();

export function useDealStats() {
  return useQuery(dealStatsQueryOptions());
}
