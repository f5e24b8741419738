import { and, eq } from "drizzle-orm";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { courseLessons, lessonCompletions } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { Learner } from "#server/rpc/caller-access";
import { type EnrollmentProgress, LEARNING_MESSAGES } from "#shared/contracts/learning";
import { visibleCourse } from "./course-visibility";
import { lockOwnEnrollment, settleEnrollment } from "./enrollment-progress";

/**
 * Opening a lesson marks it done (docs/product/learning.md#progress): the caller's enrollment, locked, moves on,
 * and completes, with its certificate, when nothing is left. 404 for a course or lesson the caller may not
 * open, 400 when they are not enrolled in the course.
 */
export async function openLesson(
  deps: { db: Db; config: Config },
  learner: Learner,
  input: { courseId: string; lessonId: string },
): Promise<EnrollmentProgress> {
  return deps.db.transaction(async (tx) => {
    const course = await visibleCourse(tx, learner, input.courseId);
    const [lesson] = await tx
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(and(eq(courseLessons.id, input.lessonId), eq(courseLessons.courseId, course.id)));
    if (!lesson) throw new AppError("not_found", LEARNING_MESSAGES.lessonNotFound);
    const enrollment = await lockOwnEnrollment(tx, learner, course.id);
    await tx
      .insert(lessonCompletions)
      .values({ enrollmentId: enrollment.id, lessonId: lesson.id })
      .onConflictDoNothing();
    return settleEnrollment(tx, deps.config, enrollment, course);
  });
}
