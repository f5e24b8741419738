import { sql } from "drizzle-orm";
import { courseLessons, courses } from "#server/db/schema/index";
import { outerCourseId } from "./correlated-subquery-columns";

/**
 * A course as lists show it (the contract's courseSummary): its fields with how many lessons it has and whether
 * it has a quiz. A course has a quiz exactly when it has a pass mark: the editor writes both or neither.
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
    sql<number>`(select count(*) from ${courseLessons} where ${courseLessons.courseId} = ${outerCourseId})`
      .mapWith(Number)
      .as("lesson_count"),
  hasQuiz: sql<boolean>`(${courses.passMark} is not null)`.mapWith(Boolean).as("has_quiz"),
};
