import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { Learner } from "#server/rpc/caller-access";
import type { LearnerOption, searchLearnersInput } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function searchLearners(
  db: Db,
  input: z.output<typeof searchLearnersInput>,
): Promise<{ items: LearnerOption[] }> {
  throw new Error("searchLearners is not built yet");
}
