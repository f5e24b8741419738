import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { FileStorage } from "#server/platform/storage/file-storage";
import type { EditableCourse } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function uploadLessonFile(
  deps: { db: Db; storage: FileStorage },
  caller: Caller,
  input: { courseId: string; lessonId: string; file: File },
): Promise<EditableCourse> {
  throw new Error("uploadLessonFile is not built yet");
}
