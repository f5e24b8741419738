import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import type { Learner } from "#server/rpc/caller-access";
import type { EnrollmentProgress } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function openLesson(
  deps: { db: Db; config: Config },
  learner: Learner,
  input: { courseId: string; lessonId: string },
): Promise<EnrollmentProgress> {
  throw new Error("openLesson is not built yet");
}
