import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PerformanceRankingInput } from "#shared/contracts/performance";
import { orpc } from "#web/lib/transport/rpc";

/** One page of every partner ranked over a period; the page on screen stays while the next loads. */
export const performanceRankingQueryOptions = (input: PerformanceRankingInput) =>
  orpc.performance.ranking.queryOptions({ input, placeholderData: keepPreviousData });

export function usePerformanceRanking(input: PerformanceRankingInput) {
  return useQuery(performanceRankingQueryOptions(input));
}
