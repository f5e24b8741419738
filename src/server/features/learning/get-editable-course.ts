import { asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { courseLessons, courses, quizQuestions } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { type EditableCourse, LEARNING_MESSAGES } from "#shared/contracts/learning";

/**
 * A course as the editor loads it: every field of the form, the lessons in order with their file, and the quiz
 * with its correct answers (docs/product/learning.md#courses). Pass a transaction to read what it wrote.
 */
export async function getEditableCourse(db: Db, courseId: string): Promise<EditableCourse> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError("not_found", LEARNING_MESSAGES.courseNotFound);
  const lessons = await db
    .select()
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.position), asc(courseLessons.id));
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.courseId, courseId))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    durationMinutes: course.durationMinutes,
    difficultyLevel: course.difficultyLevel,
    category: course.category,
    audience: course.audience,
    status: course.status,
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      body: lesson.body,
      file:
        lesson.fileKey && lesson.fileName
          ? { name: lesson.fileName, type: lesson.fileType, size: lesson.fileSize ?? 0 }
          : null,
    })),
    quiz:
      course.passMark === null
        ? null
        : {
            passMark: course.passMark,
            attemptLimit: course.attemptLimit,
            questions: questions.map((question) => ({
              id: question.id,
              prompt: question.prompt,
              options: question.options.map((option) => ({
                id: option.id,
                text: option.text,
                correct: question.correctOptionIds.includes(option.id),
              })),
            })),
          },
    updatedAt: course.updatedAt,
  };
}
