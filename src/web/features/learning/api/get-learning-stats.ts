import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** The Learning screen's figures: the caller's own, or the programme's for holders of manage_courses. */
export const learningStatsQueryOptions = () => orpc.learning.stats.queryOptions();

export function useLearningStats() {
  return useQuery(learningStatsQueryOptions());
}
