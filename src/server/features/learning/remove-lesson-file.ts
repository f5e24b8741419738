import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import type { EditableCourse } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function removeLessonFile(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  caller: Caller,
  input: { courseId: string; lessonId: string },
): Promise<EditableCourse> {
  throw new Error("removeLessonFile is not built yet");
}
