import type { Db } from "#server/db/client";
import type { EditableCourse } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function getEditableCourse(db: Db, courseId: string): Promise<EditableCourse> {
  throw new Error("getEditableCourse is not built yet");
}
