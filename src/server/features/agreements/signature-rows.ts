import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { agreementSignatures, agreementVersions } from "#server/db/schema/index";

/** A signature as the partner's admins and staff read it. */
export const signatureColumns = {
  id: agreementSignatures.id,
  versionId: agreementSignatures.versionId,
  versionNumber: agreementVersions.number,
  versionTitle: agreementVersions.title,
  signerName: agreementSignatures.signerName,
  signerTitle: agreementSignatures.signerTitle,
  signerEmail: agreementSignatures.signerEmail,
  signedAt: agreementSignatures.signedAt,
  textSha256: agreementSignatures.textSha256,
};

/** A partner's signatures, newest first, or the one of them `id` names. */
export function partnerSignatures(db: Pick<Db, "select">, partnerId: string, id?: string) {
  return db
    .select(signatureColumns)
    .from(agreementSignatures)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementSignatures.versionId))
    .where(
      and(
        eq(agreementSignatures.partnerId, partnerId),
        id === undefined ? undefined : eq(agreementSignatures.id, id),
      ),
    )
    .orderBy(desc(agreementSignatures.signedAt));
}
