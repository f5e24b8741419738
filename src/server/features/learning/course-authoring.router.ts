import { permissionProcedure } from "#server/rpc/procedures";
import {
  courseIdInput,
  createCourseInput,
  editableCourse,
  enrollLearnersInput,
  enrollLearnersOutput,
  lessonIdInput,
  listCourseEnrollmentsInput,
  listCourseEnrollmentsOutput,
  listManagedCoursesInput,
  listManagedCoursesOutput,
  searchLearnersInput,
  searchLearnersOutput,
  updateCourseInput,
  uploadLessonFileInput,
} from "#shared/contracts/learning";
import { createCourse } from "./create-course";
import { enrollLearners } from "./enroll-learners";
import { getEditableCourse } from "./get-editable-course";
import { LESSON_FILE } from "./lesson-files";
import { listCourseEnrollments } from "./list-course-enrollments";
import { listManagedCourses } from "./list-managed-courses";
import { removeLessonFile } from "./remove-lesson-file";
import { searchLearners } from "./search-learners";
import { updateCourse } from "./update-course";
import { uploadLessonFile } from "./upload-lesson-file";

/** Courses are written, and others enrolled, by holders of manage_courses (docs/product/learning.md#courses). */
const authors = () => permissionProcedure("manage_courses");

/** Writing courses and enrolling others: holders of manage_courses. */
export const courseAuthoringRouter = {
  managedCourses: authors()
    .route({
      method: "GET",
      path: "/learning/courses",
      summary: "Every course, drafts included, by title, one page",
    })
    .input(listManagedCoursesInput)
    .output(listManagedCoursesOutput)
    .handler(({ input, context }) => listManagedCourses(context.db, input)),

  editableCourse: authors()
    .route({
      method: "GET",
      path: "/learning/courses/{id}",
      summary: "A course as the editor loads it, correct answers included",
    })
    .input(courseIdInput)
    .output(editableCourse)
    .handler(({ input, context }) => getEditableCourse(context.db, input.id)),

  createCourse: authors()
    .route({
      method: "POST",
      path: "/learning/courses",
      summary: "Create a course with its lessons and optional quiz",
      successStatus: 201,
    })
    .input(createCourseInput)
    .output(editableCourse)
    .handler(({ input, context }) => createCourse(context.db, context.caller, input)),

  updateCourse: authors()
    .route({
      method: "PUT",
      path: "/learning/courses/{id}",
      summary: "Replace a course's fields, lessons and quiz",
      description:
        "A lesson, question or answer sent with its `id` is kept (learners' progress and attempts with it); one without is added; one left out is removed.",
    })
    .input(updateCourseInput)
    .output(editableCourse)
    .handler(({ input, context }) => updateCourse(context, context.caller, input)),

  uploadLessonFile: authors()
    .meta({ upload: LESSON_FILE })
    .route({
      method: "POST",
      path: "/learning/courses/{courseId}/lessons/{lessonId}/file",
      summary: "Attach a video (mp4, mov; 500 MB) or a PDF (50 MB) to a lesson, replacing any it has",
    })
    .input(uploadLessonFileInput)
    .output(editableCourse)
    .handler(({ input, context }) => uploadLessonFile(context, context.caller, input)),

  removeLessonFile: authors()
    .route({
      method: "DELETE",
      path: "/learning/courses/{courseId}/lessons/{lessonId}/file",
      summary: "Remove a lesson's file",
    })
    .input(lessonIdInput)
    .output(editableCourse)
    .handler(({ input, context }) => removeLessonFile(context, context.caller, input)),

  searchLearners: authors()
    .route({
      method: "GET",
      path: "/learning/courses/{courseId}/learners",
      summary: "People in a course's audience, by name or e-mail, for the enroll chooser",
    })
    .input(searchLearnersInput)
    .output(searchLearnersOutput)
    .handler(({ input, context }) => searchLearners(context.db, input)),

  enrollLearners: authors()
    .route({
      method: "POST",
      path: "/learning/courses/{courseId}/enrollments",
      summary: "Enroll named staff or partner contacts in a course",
    })
    .input(enrollLearnersInput)
    .output(enrollLearnersOutput)
    .handler(({ input, context }) => enrollLearners(context, context.caller, input)),

  courseEnrollments: authors()
    .route({
      method: "GET",
      path: "/learning/courses/{courseId}/enrollments",
      summary: "A course's enrollments with each learner's progress, newest first, one page",
    })
    .input(listCourseEnrollmentsInput)
    .output(listCourseEnrollmentsOutput)
    .handler(({ input, context }) => listCourseEnrollments(context.db, input)),
};
