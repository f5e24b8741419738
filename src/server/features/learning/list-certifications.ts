import type { Db } from "#server/db/client";
import type { Learner } from "#server/rpc/caller-access";
import type { CertificationItem } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function listCertifications(db: Db, learner: Learner): Promise<{ items: CertificationItem[] }> {
  throw new Error("listCertifications is not built yet");
}
