import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import type { EditableCourse } from "#shared/contracts/learning";
import { changeLessonFile } from "./lesson-file-change";
import { LESSONS_BUCKET } from "./lesson-files";

/**
 * Removes a lesson's file (docs/product/learning.md#courses): the lesson stops pointing at it in one transaction
 * with its audit entry, then the stored file is deleted. A file that cannot be deleted is logged: nothing points
 * at it any more, so it costs disk, never access.
 */
export async function removeLessonFile(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  caller: Caller,
  input: { courseId: string; lessonId: string },
): Promise<EditableCourse> {
  const { course, replacedKey } = await deps.db.transaction((tx) =>
    changeLessonFile(tx, caller, input, null),
  );
  if (replacedKey) {
    await deps.storage.delete(LESSONS_BUCKET, replacedKey).catch((error: unknown) => {
      deps.logger.error(
        { err: error, lessonId: input.lessonId, key: replacedKey },
        "lesson file not removed",
      );
    });
  }
  return course;
}
