import type { Db } from "#server/db/client";
import type { Learner } from "#server/rpc/caller-access";
import type { LearnerCourse } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function getLearnerCourse(db: Db, learner: Learner, courseId: string): Promise<LearnerCourse> {
  throw new Error("getLearnerCourse is not built yet");
}
