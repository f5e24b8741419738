import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { courseLessons, enrollments } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { type FileResponse, storedFileResponse } from "#server/platform/http/stored-file-response";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import type { Learner } from "#server/rpc/caller-access";
import { LEARNING_MESSAGES } from "#shared/contracts/learning";
import { visibleCourse } from "./course-visibility";
import { LESSONS_BUCKET } from "./lesson-files";

/**
 * A lesson's video or PDF, streamed with byte ranges so a video can seek (decision 0016), opening in the
 * browser. For those enrolled in the course, and holders of manage_courses previewing it
 * (docs/product/learning.md#taking-a-course); 404 for a course or lesson the caller may not open, 400 for one
 * they are not enrolled in. Watching is not a download anyone audits.
 */
export async function readLessonFile(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  learner: Learner,
  input: { courseId: string; lessonId: string; range: string | null; headOnly: boolean },
): Promise<FileResponse> {
  const course = await visibleCourse(deps.db, learner, input.courseId);
  const [[lesson], [enrollment]] = await Promise.all([
    deps.db
      .select()
      .from(courseLessons)
      .where(and(eq(courseLessons.id, input.lessonId), eq(courseLessons.courseId, course.id))),
    deps.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.userId, learner.userId), eq(enrollments.courseId, course.id))),
  ]);
  if (!lesson) throw new AppError("not_found", LEARNING_MESSAGES.lessonNotFound);
  if (!enrollment && !learner.managesCourses)
    throw new AppError("bad_request", LEARNING_MESSAGES.notEnrolled);
  if (lesson.fileKey === null || lesson.fileName === null) {
    throw new AppError("not_found", "This lesson has no file.");
  }
  return storedFileResponse(
    deps,
    {
      bucket: LESSONS_BUCKET,
      key: lesson.fileKey,
      size: lesson.fileSize ?? 0,
      name: lesson.fileName,
      type: lesson.fileType,
      missing: {
        message: "This lesson's file is missing. Please ask the course's author to upload it again.",
        log: { lessonId: lesson.id, key: lesson.fileKey },
        logMessage: "lesson file missing from storage",
      },
    },
    input,
  );
}
