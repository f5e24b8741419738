import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { CourseFormValues, EditableCourse } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function createCourse(db: Db, caller: Caller, input: CourseFormValues): Promise<EditableCourse> {
  throw new Error("createCourse is not built yet");
}
