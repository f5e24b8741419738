import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { dealStatsQueryOptions } from "#web/features/deals/api/get-deal-stats";
import { certificationsQueryOptions } from "#web/features/learning/api/get-certifications";

/**
 * The partner's stat cards count completed courses with the deal figures
 * (docs/product/learning.md#partner-learning), but the learning calls refetch only learning: when the caller's
 * certifications (one per completed course) differ from that count, a course was completed since, so the
 * figures are fetched again.
 */
export function useStatCardsFollowLearning({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const earned = useQuery({ ...certificationsQueryOptions(), enabled }).data?.items.length;
  const counted = useQuery({ ...dealStatsQueryOptions(), enabled }).data?.coursesCompleted;

  useEffect(() => {
    if (earned === undefined || counted === undefined || earned === counted) return;
    void queryClient.invalidateQueries({ queryKey: dealStatsQueryOptions().queryKey });
  }, [earned, counted, queryClient]);
}
