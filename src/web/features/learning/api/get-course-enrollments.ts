import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

export interface CourseEnrollmentsQuery {
  courseId: string;
  page: number;
  pageSize: number;
}

/** One page of a course's enrollments with each learner's progress, newest first. */
export const courseEnrollmentsQueryOptions = (input: CourseEnrollmentsQuery) =>
  orpc.learning.courseEnrollments.queryOptions({
    input,
    placeholderData: keepPreviousData,
    meta: { failureTitle: "Error Loading Enrollments", failureReason: true },
  });

export function useCourseEnrollments(input: CourseEnrollmentsQuery) {
  return useQuery(courseEnrollmentsQueryOptions(input));
}
