import { useQuery } from "@tanstack/react-query";
import { retryUnlessMissing } from "#web/lib/queries/missing-item";
import { orpc } from "#web/lib/transport/rpc";

/**
 * A course to take: its lessons, its quiz without the answers, and the caller's progress and attempts. A missing
 * course (a draft or one outside the caller's audience reads as missing) is not asked for again.
 */
export const learnerCourseQueryOptions = (courseId: string) =>
  orpc.learning.course.queryOptions({ input: { id: courseId }, retry: retryUnlessMissing });

export function useLearnerCourse(courseId: string) {
  return useQuery(learnerCourseQueryOptions(courseId));
}
