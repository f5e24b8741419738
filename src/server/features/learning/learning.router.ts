import { featureRouter } from "#server/rpc/feature-router";
import { courseAuthoringRouter } from "./course-authoring.router";
import { takingCoursesRouter } from "./taking-courses.router";

const LEARNING_TAG = {
  name: "Learning",
  description: "Courses, lessons, quizzes and certificates for staff and partner contacts.",
};

/** Learning's procedures, in two sub-areas: taking courses, and writing them and enrolling others. */
export const learningRouter = featureRouter(LEARNING_TAG, {
  ...takingCoursesRouter,
  ...courseAuthoringRouter,
});
