import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/rpc";

/** A course to take: its lessons, its quiz without the answers, and the caller's progress and attempts. */
export const learnerCourseQueryOptions = (courseId: string) =>
  orpc.learning.course.queryOptions({ input: { id: courseId } });

export function useLearnerCourse(courseId: string) {
  return useQuery(learnerCourseQueryOptions(courseId));
}
