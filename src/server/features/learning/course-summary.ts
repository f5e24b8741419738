import { sql } from "drizzle-orm";
import { courseLessons, courses } from "#server/db/schema/index";

/**
 * A course as lists show it (the contract's courseSummary): its lessons counted by the course_lessons index, and
 * whether it has a quiz, which a course has exactly when it has a pass mark (docs/product/learning.md#courses).
 * Selected from `courses` without an alias.
 */
export const courseSummaryColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  durationMinutes: courses.durationMinutes,
  difficultyLevel: courses.difficultyLevel,
  category: courses.category,
  audience: courses.audience,
  lessonCount:
    sql<number>`(select count(*) from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})`
      .mapWith(Number)
      .as("lesson_count"),
  hasQuiz: sql<boolean>`${courses.passMark} is not null`.mapWith(Boolean).as("has_quiz"),
};
