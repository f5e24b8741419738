import type { Db } from "#server/db/client";
import type { VerifiedCertificate } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function verifyCertificate(
  deps: { db: Db; clientIp: string | undefined },
  code: string,
): Promise<VerifiedCertificate> {
  throw new Error("verifyCertificate is not built yet");
}
