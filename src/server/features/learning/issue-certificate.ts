import type { Config } from "#server/config";
import type { Db } from "#server/db/client";

// Placeholder signature: replaced by the real use case in this change.
export async function issueCertificate(
  tx: Pick<Db, "select" | "insert">,
  config: Config,
  enrollment: { id: string; userId: string; courseId: string },
): Promise<{ id: string; verificationCode: string; created: boolean }> {
  throw new Error("issueCertificate is not built yet");
}
