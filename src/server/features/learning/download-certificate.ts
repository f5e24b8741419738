import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import type { FileResponse } from "#server/features/resources/read-resource-file";
import type { Logger } from "#server/platform/logger";
import type { Learner } from "#server/rpc/caller-access";

// Placeholder signature: replaced by the real use case in this change.
export async function downloadCertificate(
  deps: { db: Db; config: Config; logger: Logger },
  learner: Learner,
  input: { enrollmentId: string; headOnly: boolean },
): Promise<FileResponse> {
  throw new Error("downloadCertificate is not built yet");
}
