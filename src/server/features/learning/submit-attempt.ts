import type { z } from "zod";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import type { Learner } from "#server/rpc/caller-access";
import type { AttemptResult, submitAttemptInput } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function submitAttempt(
  deps: { db: Db; config: Config },
  learner: Learner,
  input: z.output<typeof submitAttemptInput>,
): Promise<AttemptResult> {
  throw new Error("submitAttempt is not built yet");
}
