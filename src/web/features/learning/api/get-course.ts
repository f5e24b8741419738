import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/rpc";
import { rpcFailureOf } from "#web/lib/rpc-error";

/** The server's answer for a course that is missing, a draft or outside the caller's audience (or no course id). */
export function isCourseMissing(error: unknown): boolean {
  const status = rpcFailureOf(error)?.status;
  return status === 404 || status === 400;
}

/**
 * A course to take: its lessons, its quiz without the answers, and the caller's progress and attempts. A missing
 * course is not asked for again.
 */
export const learnerCourseQueryOptions = (courseId: string) =>
  orpc.learning.course.queryOptions({
    input: { id: courseId },
    retry: (failures, error) => !isCourseMissing(error) && failures < 1,
  });

export function useLearnerCourse(courseId: string) {
  return useQuery(learnerCourseQueryOptions(courseId));
}
