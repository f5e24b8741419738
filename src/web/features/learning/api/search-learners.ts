import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/**
 * The people in a course's audience whose name or e-mail contains the search, for the enroll chooser
 * (docs/product/learning.md#enrolling-others). The shown options stay while the next search loads.
 */
export const learnersQueryOptions = (courseId: string, search: string) =>
  orpc.learning.searchLearners.queryOptions({
    input: search ? { courseId, search } : { courseId },
    placeholderData: keepPreviousData,
    meta: {
      failureTitle: "Error Loading People",
      failureDescription: "Could not search for people. Please try again.",
    },
  });

export function useLearnerSearch(courseId: string, search: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...learnersQueryOptions(courseId, search), enabled });
}
