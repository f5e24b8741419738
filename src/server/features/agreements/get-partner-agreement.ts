import type { Db } from "#server/db/client";
import { NO_SUCH_PARTNER } from "#server/features/partners/get-partner-row";
import { AppError } from "#server/platform/app-error";
import type { PartnerAgreement } from "#shared/contracts/agreements";
import { agreementStanding } from "./agreement-standing";
import { partnerSignatures } from "./signature-rows";

/**
 * A partner's agreement: the version it signs now with its text, where it stands, and every signature it gave
 * (docs/product/agreements.md). `canSign` is the caller's: a partner admin of this partner.
 */
export async function getPartnerAgreement(
  db: Pick<Db, "select">,
  partnerId: string,
  canSign: boolean,
): Promise<PartnerAgreement> {
  const [found, signatures] = await Promise.all([
    agreementStanding(db, partnerId),
    partnerSignatures(db, partnerId),
  ]);
  if (!found) throw new AppError("not_found", NO_SUCH_PARTNER);
  const { standing, current, dueAt } = found;
  return {
    standing,
    current: current && {
      id: current.id,
      number: current.number,
      title: current.title,
      body: current.body,
      textSha256: current.textSha256,
      documentName: current.documentName,
      publishedAt: current.publishedAt,
    },
    dueAt,
    canSign: canSign && current !== null && standing !== "signed",
    signatures,
  };
}
