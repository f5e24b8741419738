import { UsersIcon } from "lucide-react";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { LIST_PAGE_SIZES, usePagedList } from "#web/lib/queries/use-paged-list";
import { useCourseEnrollments } from "../api/get-course-enrollments";
import { CourseEnrollmentRow } from "./course-enrollment-row";

export const COURSE_ENROLLMENTS_PAGE_SIZE = LIST_PAGE_SIZES[0];

/** The course's enrollments, newest first, paged (25 by default), each with the learner's progress. */
export function CourseEnrollmentList({ courseId }: { courseId: string }) {
  const { list, ...paging } = usePagedList(useCourseEnrollments, { courseId });

  return (
    <section aria-labelledby="course-enrollments-heading" className="grid min-w-0 gap-4">
      <h2 id="course-enrollments-heading" className="text-lg font-semibold">
        Enrollments
      </h2>
      {list.isPending ? (
        <ListLoading label="Loading enrollments" rows={3} />
      ) : list.isError ? (
        <ListLoadFailed message="Could not load the enrollments." onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<UsersIcon />}
          title="No one is enrolled yet."
          description="Enroll people above. Once the course is published, people in its audience can also enroll from the catalog."
        />
      ) : (
        <>
          <ul aria-label="Enrollments" aria-busy={list.isFetching} className="grid gap-3">
            {list.data.items.map((enrollment) => (
              <CourseEnrollmentRow key={enrollment.id} enrollment={enrollment} />
            ))}
          </ul>
          <PaginationBar {...paging} noun={["enrollment", "enrollments"]} />
        </>
      )}
    </section>
  );
}
