import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon, UsersIcon } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { type EditableCourse, LEARNING_MESSAGES } from "#shared/contracts/learning";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { NotFoundState } from "#web/components/page/not-found-state";
import { Button } from "#web/components/ui/button";
import { PageHeader } from "#web/layout/page-header";
import { isMissingItem } from "#web/lib/queries/missing-item";
import { failureText } from "#web/lib/transport/failure-text";
import { editableCourseQueryOptions, useEditableCourse } from "../api/get-editable-course";
import { CourseAuthorsOnly } from "../manage/course-authors-only";
import { CourseEditorForm } from "./course-editor-form";

function BackToCourses() {
  return (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={paths.learning.manage}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to courses
      </Link>
    </Button>
  );
}

/** A saved course, loaded with its correct answers and files, then edited. */
function EditCourse({ courseId }: { courseId: string }) {
  const course = useEditableCourse(courseId);
  if (course.isPending) return <ListLoading label="Loading the course" rows={3} rowClassName="h-40 w-full" />;
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
        title="Edit Course"
        description={course.data.title}
        action={
          <Button asChild variant="outline">
            <Link to={paths.learning.courseEnrollments.to(courseId)}>
              <UsersIcon aria-hidden="true" />
              Enrollments
            </Link>
          </Button>
        }
      />
      {/* Mounted once per course: reading the course again (after a file is attached) keeps unsaved edits. */}
      <CourseEditorForm key={courseId} saved={course.data} />
    </>
  );
}

/** A new course: once created, the editor moves to its own address, where files can be attached. */
function NewCourse() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const created = (course: EditableCourse) => {
    queryClient.setQueryData(editableCourseQueryOptions(course.id).queryKey, course);
    navigate(paths.learning.editCourse.to(course.id), { replace: true });
  };
  return (
    <>
      <PageHeader
        title="Create Course"
        description="Write the lessons and, if you like, a quiz. Save it as a draft until it is ready."
      />
      <CourseEditorForm saved={undefined} onCreated={created} />
    </>
  );
}

/** The course editor at paths.learning.newCourse and paths.learning.editCourse, for holders of manage_courses. */
export function CourseEditorPage() {
  const { courseId } = useParams();
  useDocumentTitle(courseId ? "Edit Course" : "Create Course", "Learning Management");
  return (
    <CourseAuthorsOnly>
      <div className="mx-auto grid max-w-4xl gap-6">
        <BackToCourses />
        {courseId ? <EditCourse courseId={courseId} /> : <NewCourse />}
      </div>
    </CourseAuthorsOnly>
  );
}
