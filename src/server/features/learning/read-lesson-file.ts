import type { Db } from "#server/db/client";
import type { FileResponse } from "#server/features/resources/read-resource-file";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import type { Learner } from "#server/rpc/caller-access";

// Placeholder signature: replaced by the real use case in this change.
export async function readLessonFile(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  learner: Learner,
  input: { courseId: string; lessonId: string; range: string | null; headOnly: boolean },
): Promise<FileResponse> {
  throw new Error("readLessonFile is not built yet");
}
