import { and, eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { courseLessons, courses } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { StoredFile } from "#server/platform/uploads/file-intake";
import { type EditableCourse, LEARNING_MESSAGES } from "#shared/contracts/learning";
import { getEditableCourse } from "./get-editable-course";

/**
 * Gives a lesson this file, or none, inside the caller's transaction: the lesson must be one of the course's
 * (404 otherwise), the change is audited with the old and new file names. Returns the course as the editor
 * loads it and the key of the file it no longer points at, for the caller to delete after the commit.
 */
export async function changeLessonFile(
  tx: Db,
  caller: Caller,
  target: { courseId: string; lessonId: string },
  file: StoredFile | null,
): Promise<{ course: EditableCourse; replacedKey: string | null }> {
  // The course first, as an edit of the course locks it: the two never wait on each other's rows.
  const [course] = await tx
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, target.courseId))
    .for("update");
  const [lesson] = course
    ? await tx
        .select()
        .from(courseLessons)
        .where(and(eq(courseLessons.id, target.lessonId), eq(courseLessons.courseId, target.courseId)))
        .for("update")
    : [];
  if (!course || !lesson) throw new AppError("not_found", LEARNING_MESSAGES.lessonNotFound);
  if (!file && !lesson.fileKey) {
    return { course: await getEditableCourse(tx, target.courseId), replacedKey: null };
  }
  await tx
    .update(courseLessons)
    .set({
      fileKey: file?.key ?? null,
      fileName: file?.name ?? null,
      fileType: file?.type ?? null,
      fileSize: file?.size ?? null,
    })
    .where(eq(courseLessons.id, lesson.id));
  await tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, target.courseId));
  await recordAudit(tx, {
    partnerId: null,
    actorUserId: caller.user.id,
    action: "course_updated",
    subject: { type: "course", id: target.courseId, label: course.title },
    details: {
      course_id: target.courseId,
      course_title: course.title,
      changes: { lesson_file: { from: lesson.fileName, to: file?.name ?? null } },
    },
  });
  return { course: await getEditableCourse(tx, target.courseId), replacedKey: lesson.fileKey };
}
