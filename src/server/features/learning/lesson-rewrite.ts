import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { courseLessons, enrollments } from "#server/db/schema/index";
import type { CourseFormValues } from "#shared/contracts/learning";
import { outerEnrollmentId } from "./correlated-subquery-columns";
import type { LessonRow, Tx } from "./course-rows";
import { openedLessonsCount } from "./opened-lessons-count";

/**
 * Removes the lessons left out (their completions go with them), rewrites the kept ones in the order sent and
 * adds the new ones; returns the stored files of the removed lessons. When the lessons themselves change,
 * unfinished enrollments' progress is counted again over the new lessons (docs/product/learning.md#progress).
 */
export async function rewriteLessons(
  tx: Tx,
  courseId: string,
  before: LessonRow[],
  sent: CourseFormValues["lessons"],
): Promise<string[]> {
  const keptIds = sent.flatMap((lesson) => (lesson.id ? [lesson.id] : []));
  const removed = before.filter((lesson) => !keptIds.includes(lesson.id));
  if (removed.length > 0) {
    await tx.delete(courseLessons).where(
      and(
        eq(courseLessons.courseId, courseId),
        inArray(
          courseLessons.id,
          removed.map((lesson) => lesson.id),
        ),
      ),
    );
  }
  for (const [position, lesson] of sent.entries()) {
    if (!lesson.id) continue;
    await tx
      .update(courseLessons)
      .set({ position, title: lesson.title, body: lesson.body })
      .where(eq(courseLessons.id, lesson.id));
  }
  const added = [...sent.entries()].filter(([, lesson]) => !lesson.id);
  if (added.length > 0) {
    await tx
      .insert(courseLessons)
      .values(
        added.map(([position, lesson]) => ({ courseId, position, title: lesson.title, body: lesson.body })),
      );
  }
  if (removed.length > 0 || added.length > 0) {
    await tx
      .update(enrollments)
      .set({
        progressPercentage: sql`round((${openedLessonsCount(outerEnrollmentId)}) * 100.0 / ${sent.length})`,
      })
      .where(and(eq(enrollments.courseId, courseId), ne(enrollments.status, "completed")));
  }
  return removed.flatMap((lesson) => (lesson.fileKey ? [lesson.fileKey] : []));
}
