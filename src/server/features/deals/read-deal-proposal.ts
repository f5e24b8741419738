import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerDeals } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { Logger } from "#server/platform/logger";
import { ownRowOrNotFound, ownRows, type RowScope } from "#server/platform/partner-scope";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { detectFileType } from "#server/platform/storage/file-types";
import { DEAL_PROPOSAL, DEAL_PROPOSALS_BUCKET } from "./deal-proposals";
import { NO_SUCH_DEAL } from "./get-deal";

/**
 * A deal's proposal as a file to download, for its own partner or staff. Another partner's deal answers like a
 * missing one; a deal without a proposal answers 404 with its own message.
 */
export async function readDealProposal(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  scope: RowScope,
  id: string,
): Promise<File> {
  const [deal] = await deps.db
    .select({ documentKey: partnerDeals.documentKey, documentName: partnerDeals.documentName })
    .from(partnerDeals)
    .where(ownRows(scope, partnerDeals, eq(partnerDeals.id, id)))
    .limit(1);
  const { documentKey, documentName } = ownRowOrNotFound(deal, NO_SUCH_DEAL);
  if (!documentKey || !documentName) throw new AppError("not_found", "This deal has no proposal.");
  const bytes = await deps.storage.get(DEAL_PROPOSALS_BUCKET, documentKey);
  if (!bytes) {
    deps.logger.error({ dealId: id, key: documentKey }, "deal proposal missing from storage");
    throw new AppError("not_found", "The proposal file is missing. Please ask the partner to send it again.");
  }
  // Stored only after its content was checked, so its type is one the intake accepts.
  const type = await detectFileType(new Blob([bytes]), DEAL_PROPOSAL.accept);
  // Under the name it was sent with, made safe for the download header by contentDisposition, as every file a
  // procedure returns (rpc/handlers).
  return new File([bytes], documentName, {
    type: type?.mime ?? "application/octet-stream",
  });
}
