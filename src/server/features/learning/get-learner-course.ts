import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { courseLessons, enrollments, lessonCompletions, quizQuestions } from "#server/db/schema/index";
import type { Learner } from "#server/rpc/caller-access";
import type { LearnerCourse } from "#shared/contracts/learning";
import { attemptSummaryOf } from "./attempt-summary";
import { visibleCourse } from "./course-visibility";
import { enrollmentProgressColumns } from "./enrollment-progress";

/**
 * A course to take (docs/product/learning.md#taking-a-course): its lessons in order with the ones the caller has
 * opened, its quiz without the correct answers, which never leave the server (docs/product/learning.md#quiz),
 * and the caller's own enrollment and attempts. 404 for a course the caller may not open.
 */
export async function getLearnerCourse(db: Db, learner: Learner, courseId: string): Promise<LearnerCourse> {
  const course = await visibleCourse(db, learner, courseId);
  const [enrollment] = await db
    .select(enrollmentProgressColumns)
    .from(enrollments)
    .where(and(eq(enrollments.userId, learner.userId), eq(enrollments.courseId, course.id)));
  const enrollmentId = enrollment?.id ?? null;
  const [lessons, questions, attempts] = await Promise.all([
    db
      .select({
        id: courseLessons.id,
        title: courseLessons.title,
        body: courseLessons.body,
        fileName: courseLessons.fileName,
        fileType: courseLessons.fileType,
        fileSize: courseLessons.fileSize,
        done: sql<boolean>`${lessonCompletions.lessonId} is not null`.mapWith(Boolean),
      })
      .from(courseLessons)
      .leftJoin(
        lessonCompletions,
        and(
          eq(lessonCompletions.lessonId, courseLessons.id),
          // No enrollment: no lesson is done (a uuid column never equals null).
          eq(lessonCompletions.enrollmentId, sql`${enrollmentId}::uuid`),
        ),
      )
      .where(eq(courseLessons.courseId, course.id))
      .orderBy(asc(courseLessons.position), asc(courseLessons.id)),
    db
      .select({
        id: quizQuestions.id,
        prompt: quizQuestions.prompt,
        options: quizQuestions.options,
        correctOptionIds: quizQuestions.correctOptionIds,
      })
      .from(quizQuestions)
      .where(eq(quizQuestions.courseId, course.id))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.id)),
    attemptSummaryOf(db, enrollmentId, course.attemptLimit),
  ]);
  const hasQuiz = course.passMark !== null;
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    durationMinutes: course.durationMinutes,
    difficultyLevel: course.difficultyLevel,
    category: course.category,
    audience: course.audience,
    lessonCount: lessons.length,
    hasQuiz,
    lessons: lessons.map(({ fileName, fileType, fileSize, ...lesson }) => ({
      ...lesson,
      file: fileName === null ? null : { name: fileName, type: fileType, size: fileSize ?? 0 },
    })),
    quiz:
      course.passMark === null
        ? null
        : {
            passMark: course.passMark,
            attemptLimit: course.attemptLimit,
            // Only how many answers are correct leaves the server, so the learner knows to tick boxes.
            questions: questions.map((question) => ({
              id: question.id,
              prompt: question.prompt,
              multiple: question.correctOptionIds.length > 1,
              options: question.options.map((option) => ({ id: option.id, text: option.text })),
            })),
          },
    enrollment: enrollment ?? null,
    attempts,
  };
}
