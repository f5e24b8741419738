import { courseAuthoringRouter } from "./course-authoring.router";
import { takingCoursesRouter } from "./taking-courses.router";

/** Learning's procedures, in two sub-areas: taking courses, and writing them and enrolling others. */
export const learningRouter = { ...takingCoursesRouter, ...courseAuthoringRouter };
