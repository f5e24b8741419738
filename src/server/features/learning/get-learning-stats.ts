import type { Db } from "#server/db/client";
import type { Learner } from "#server/rpc/caller-access";
import type { LearningStats } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function getLearningStats(db: Db, learner: Learner): Promise<LearningStats> {
  throw new Error("getLearningStats is not built yet");
}
