import { useParams } from "react-router";
import { paths } from "#web/app/paths";
import { CourseView } from "./course-view";

/** /lms/courses/:courseId: one course taken from the Learning screen. */
export function CoursePage() {
  const { courseId = "" } = useParams();
  return (
    <CourseView
      key={courseId}
      courseId={courseId}
      backTo={paths.learning.catalog}
      backLabel="Back to Course Catalog"
      certificationsTo={paths.learning.certifications}
    />
  );
}
