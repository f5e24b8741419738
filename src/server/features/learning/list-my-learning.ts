import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { Learner } from "#server/rpc/caller-access";
import type { listMyLearningInput, listMyLearningOutput } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function listMyLearning(
  db: Db,
  learner: Learner,
  input: z.output<typeof listMyLearningInput>,
): Promise<z.output<typeof listMyLearningOutput>> {
  throw new Error("listMyLearning is not built yet");
}
