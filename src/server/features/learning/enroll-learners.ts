import type { z } from "zod";
import type { Caller } from "#server/auth/session";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import type { Learner } from "#server/rpc/caller-access";
import type { enrollLearnersInput } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function enrollLearners(
  deps: { db: Db; config: Config },
  caller: Caller,
  input: z.output<typeof enrollLearnersInput>,
): Promise<{ enrolled: number; alreadyEnrolled: number }> {
  throw new Error("enrollLearners is not built yet");
}
