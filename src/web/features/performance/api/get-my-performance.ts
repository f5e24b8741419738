import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { MyPerformanceInput } from "#shared/contracts/performance";
import { orpc } from "#web/lib/transport/rpc";

/** The signed-in partner's own performance over a period; the figures on screen stay while the next period loads. */
export const myPerformanceQueryOptions = (input: MyPerformanceInput) =>
  orpc.performance.mine.queryOptions({ input, placeholderData: keepPreviousData });

export function useMyPerformance(input: MyPerformanceInput) {
  return useQuery(myPerformanceQueryOptions(input));
}
