import type { Db } from "#server/db/client";
import type { courseLessons, quizQuestions } from "#server/db/schema/index";
import type { CourseFormValues } from "#shared/contracts/learning";

/** The types a course edit works with: its transaction, the stored rows and the sent values. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type LessonRow = typeof courseLessons.$inferSelect;
export type QuestionRow = typeof quizQuestions.$inferSelect;
export type QuestionValues = NonNullable<CourseFormValues["quiz"]>["questions"][number];
