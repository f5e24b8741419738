import { randomUUID } from "node:crypto";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { checkFiles, storeFiles } from "#server/platform/uploads/file-intake";
import type { EditableCourse } from "#shared/contracts/learning";
import { changeLessonFile } from "./lesson-file-change";
import { LESSON_FILE, LESSONS_BUCKET } from "./lesson-files";

/**
 * Attaches a video or a PDF to a lesson, replacing any it had (docs/product/learning.md#courses): the file is
 * checked by content, streamed to storage, then the lesson points at it in one transaction with its audit entry.
 * If that fails the stored file is removed again; the replaced file is deleted after the commit.
 */
export async function uploadLessonFile(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  caller: Caller,
  input: { courseId: string; lessonId: string; file: File },
): Promise<EditableCourse> {
  const [checked] = await checkFiles([input.file], LESSON_FILE);
  if (!checked) throw new Error("checkFiles returned no file for one upload");
  const stored = await storeFiles(
    deps.storage,
    { bucket: LESSONS_BUCKET, prefix: `courses/${input.courseId}/${randomUUID()}`, timestamp: Date.now() },
    [checked],
  );
  const [file] = stored.files;
  if (!file) throw new Error("storeFiles returned no file for one upload");
  let changed: Awaited<ReturnType<typeof changeLessonFile>>;
  try {
    changed = await deps.db.transaction((tx) => changeLessonFile(tx, caller, input, file));
  } catch (error) {
    await stored.discard();
    throw error;
  }
  const { replacedKey } = changed;
  if (replacedKey) {
    await deps.storage.delete(LESSONS_BUCKET, replacedKey).catch((error: unknown) => {
      deps.logger.error(
        { err: error, lessonId: input.lessonId, key: replacedKey },
        "lesson file not removed",
      );
    });
  }
  return changed.course;
}
