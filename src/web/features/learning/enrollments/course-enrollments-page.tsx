import { ArrowLeftIcon, PencilIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { LEARNING_MESSAGES } from "#shared/contracts/learning";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { NotFoundState } from "#web/components/page/not-found-state";
import { Button } from "#web/components/ui/button";
import { PageHeader } from "#web/layout/page-header";
import { isMissingItem } from "#web/lib/queries/missing-item";
import { failureText } from "#web/lib/transport/failure-text";
import { useEditableCourse } from "../api/get-editable-course";
import { CourseAuthorsOnly } from "../manage/course-authors-only";
import { CourseStatusBadge } from "../manage/course-status-badge";
import { CourseEnrollmentList } from "./course-enrollment-list";
import { EnrollPeople } from "./enroll-people";

/** One course's enrollments: who is enrolled and how far they are, and enrolling more people. */
function CourseEnrollments({ courseId }: { courseId: string }) {
  const course = useEditableCourse(courseId);
  if (course.isPending) return <ListLoading label="Loading the course" rows={2} />;
  if (course.isError && isMissingItem(course.error)) {
    return (
      <NotFoundState
        title={LEARNING_MESSAGES.courseNotFound}
        description="There is no course at this address. It may have been deleted, or the address is mistyped."
      />
    );
  }
  if (course.isError) {
    return (
      <ListLoadFailed
        message={failureText(course.error, "Could not load the course.")}
        onRetry={() => course.refetch()}
      />
    );
  }
  return (
    <>
      <PageHeader
        title={course.data.title}
        description="Enrollments and each learner's progress."
        action={
          <Button asChild variant="outline">
            <Link to={paths.learning.editCourse.to(courseId)}>
              <PencilIcon aria-hidden="true" />
              Edit course
            </Link>
          </Button>
        }
      />
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <CourseStatusBadge status={course.data.status} />
        {course.data.status === "draft" ? <span>Publish the course before enrolling people.</span> : null}
      </div>
      <EnrollPeople courseId={courseId} />
      <CourseEnrollmentList courseId={courseId} />
    </>
  );
}

/** A course's enrollments at paths.learning.courseEnrollments, for holders of manage_courses. */
export function CourseEnrollmentsPage() {
  const { courseId = "" } = useParams();
  useDocumentTitle("Enrollments", "Learning Management");
  return (
    <CourseAuthorsOnly>
      <div className="mx-auto grid max-w-5xl gap-6">
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link to={paths.learning.manage}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to courses
          </Link>
        </Button>
        <CourseEnrollments courseId={courseId} />
      </div>
    </CourseAuthorsOnly>
  );
}
