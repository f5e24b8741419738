import { asc, eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { courseLessons, courses, quizQuestions } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { type CourseFormValues, type EditableCourse, LEARNING_MESSAGES } from "#shared/contracts/learning";
import { courseChanges } from "./course-changes";
import { courseColumnsOf } from "./course-values";
import { completeFinishedEnrollments } from "./finished-enrollments";
import { getEditableCourse } from "./get-editable-course";
import { checkKeptIds } from "./kept-ids";
import { LESSONS_BUCKET } from "./lesson-files";
import { rewriteLessons } from "./lesson-rewrite";
import { rewriteQuiz } from "./quiz-rewrite";

/**
 * Replaces a course's fields, lessons and quiz in one transaction (docs/product/learning.md#courses). Lessons,
 * questions and answers sent with their id are kept, so learners keep the lessons they opened and their attempts;
 * those left out are removed, new ones added, all in the order sent. A removed lesson's file is deleted from
 * storage after the commit. Unfinished enrollments follow the new lessons and quiz: their progress is counted
 * again, and those now finished complete (docs/product/learning.md#progress). Only a real change is written and
 * audited.
 */
export async function updateCourse(
  deps: { db: Db; storage: FileStorage; logger: Logger; config: Config },
  caller: Caller,
  input: { id: string; course: CourseFormValues },
): Promise<EditableCourse> {
  const { course, removedFileKeys } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(courses).where(eq(courses.id, input.id)).for("update");
    if (!current) throw new AppError("not_found", LEARNING_MESSAGES.courseNotFound);
    const lessons = await tx
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.courseId, input.id))
      .orderBy(asc(courseLessons.position), asc(courseLessons.id));
    const questions = await tx
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.courseId, input.id))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
    const sentLessons = input.course.lessons;
    const sentQuestions = input.course.quiz?.questions ?? [];
    checkKeptIds(lessons, questions, input.course);

    const next = courseColumnsOf(input.course);
    const changes = courseChanges(
      { course: current, lessons, questions },
      { course: next, lessons: sentLessons, questions: sentQuestions },
    );
    if (Object.keys(changes).length === 0) {
      return { course: await getEditableCourse(tx, input.id), removedFileKeys: [] };
    }

    await tx
      .update(courses)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(courses.id, input.id));
    const removedFileKeys = await rewriteLessons(tx, input.id, lessons, sentLessons);
    await rewriteQuiz(tx, input.id, sentQuestions);
    await completeFinishedEnrollments(tx, deps.config, input.id, next.passMark, sentLessons.length);
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "course_updated",
      subject: { type: "course", id: input.id, label: next.title },
      details: { course_id: input.id, course_title: next.title, changes },
    });
    return { course: await getEditableCourse(tx, input.id), removedFileKeys };
  });
  // After the commit: nothing points at these files any more, so a failure costs disk, never access.
  await Promise.all(
    removedFileKeys.map((key) =>
      deps.storage.delete(LESSONS_BUCKET, key).catch((error: unknown) => {
        deps.logger.error({ err: error, courseId: input.id, key }, "lesson file not removed");
      }),
    ),
  );
  return course;
}
