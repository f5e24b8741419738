import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import type { CourseFormValues, EditableCourse } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function updateCourse(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  caller: Caller,
  input: { id: string; course: CourseFormValues },
): Promise<EditableCourse> {
  throw new Error("updateCourse is not built yet");
}
