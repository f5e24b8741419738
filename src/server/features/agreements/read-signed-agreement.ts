import { and, eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { agreementSignatures, agreementVersions } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { AGREEMENT_MESSAGES } from "#shared/contracts/agreements";
import { AGREEMENTS_BUCKET } from "./agreement-documents";

/**
 * A partner's signed agreement as the PDF drawn when it was signed, for the partner's admins and for staff
 * (docs/product/agreements.md#the-signed-copy). Another partner's signature answers like a missing one. Each
 * download, not a HEAD, is an audit entry of the partner.
 */
export async function readSignedAgreement(
  deps: { db: Db; storage: FileStorage; logger: Logger; headOnly: boolean },
  caller: Caller,
  input: { partnerId: string; id: string },
): Promise<File> {
  const [signature] = await deps.db
    .select({
      documentKey: agreementSignatures.documentKey,
      textSha256: agreementSignatures.textSha256,
      versionId: agreementVersions.id,
      versionNumber: agreementVersions.number,
      versionTitle: agreementVersions.title,
    })
    .from(agreementSignatures)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementSignatures.versionId))
    .where(and(eq(agreementSignatures.id, input.id), eq(agreementSignatures.partnerId, input.partnerId)))
    .limit(1);
  if (!signature) throw new AppError("not_found", AGREEMENT_MESSAGES.signatureNotFound);
  const bytes = await deps.storage.get(AGREEMENTS_BUCKET, signature.documentKey);
  if (!bytes) {
    deps.logger.error(
      { signatureId: input.id, key: signature.documentKey },
      "signed agreement missing from storage",
    );
    throw new AppError(
      "not_found",
      "The signed agreement's file is missing. Please tell the portal's administrators.",
    );
  }
  if (!deps.headOnly) {
    await recordAudit(deps.db, {
      partnerId: input.partnerId,
      actorUserId: caller.user.id,
      action: "signed_agreement_downloaded",
      subject: {
        type: "agreement",
        id: signature.versionId,
        label: `${signature.versionTitle} (version ${signature.versionNumber})`,
      },
      details: {
        version_id: signature.versionId,
        version_number: signature.versionNumber,
        text_sha256: signature.textSha256,
        signature_id: input.id,
      },
    });
  }
  return new File([bytes], `agreement-version-${signature.versionNumber}-signed.pdf`, {
    type: "application/pdf",
  });
}
