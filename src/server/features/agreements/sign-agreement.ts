import { randomUUID } from "node:crypto";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { agreementSignatures, type partners } from "#server/db/schema/index";
import { advanceJourney } from "#server/features/onboarding-journey/advance-journey";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { AGREEMENT_MESSAGES } from "#shared/contracts/agreements";
import { AGREEMENTS_BUCKET } from "./agreement-documents";
import { agreementStanding } from "./agreement-standing";
import { partnerSignatures } from "./signature-rows";

/** What the browser says of itself, kept as evidence; a header longer than this is cut, never refused. */
const USER_AGENT_MAX = 500;

interface Evidence {
  clientIp: string | undefined;
  userAgent: string | null;
}

/**
 * A partner admin signs the current version for their company (docs/product/agreements.md#signing): the server
 * draws the signed copy (the text, the signature, the evidence, the text's SHA-256), stores it, and records the
 * signature with its audit entry in one transaction. A partner signs a version once: signing again, or two admins
 * at once, gives the one signature there is, and the copy drawn for the other is removed again.
 */
export async function signAgreement(
  deps: { db: Db; storage: FileStorage },
  caller: Caller,
  partner: typeof partners.$inferSelect,
  evidence: Evidence,
  input: { versionId: string; fullName: string; title: string },
) {
  const { current = null, standing } = (await agreementStanding(deps.db, partner.id)) ?? {};
  if (!current) throw new AppError("conflict", AGREEMENT_MESSAGES.noVersion, { reason: "no_agreement" });
  if (current.id !== input.versionId) {
    throw new AppError("conflict", AGREEMENT_MESSAGES.superseded, { reason: "agreement_superseded" });
  }
  if (standing === "signed") return { signature: await signatureOf(deps.db, partner.id, current.id) };

  const signatureId = randomUUID();
  const signedAt = new Date();
  const ipAddress = evidence.clientIp ?? null;
  const userAgent = evidence.userAgent?.slice(0, USER_AGENT_MAX) ?? null;
  // A version published as a PDF is signed as those pages: the signed copy starts with them.
  const document = current.documentKey
    ? await deps.storage.get(AGREEMENTS_BUCKET, current.documentKey)
    : undefined;
  if (current.documentKey && !document)
    throw new Error("the agreement version's PDF is missing from storage");
  // pdf-lib loads with the first agreement signed, not with every server start.
  const { signedAgreementPdf } = await import("./agreement-pdf");
  const pdf = await signedAgreementPdf({
    signatureId,
    companyName: partner.companyName,
    version: { ...current, document },
    signer: { userId: caller.user.id, name: input.fullName, title: input.title, email: caller.user.email },
    signedAt,
    ipAddress,
    userAgent,
    textSha256: current.textSha256,
  });
  const documentKey = `${partner.id}/${current.id}-${signatureId}.pdf`;
  await deps.storage.put(AGREEMENTS_BUCKET, documentKey, pdf);
  try {
    const created = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(agreementSignatures)
        .values({
          id: signatureId,
          partnerId: partner.id,
          versionId: current.id,
          signedBy: caller.user.id,
          signerName: input.fullName,
          signerTitle: input.title,
          signerEmail: caller.user.email,
          signedAt,
          ipAddress,
          userAgent,
          textSha256: current.textSha256,
          documentKey,
        })
        .onConflictDoNothing({ target: [agreementSignatures.partnerId, agreementSignatures.versionId] })
        .returning({ id: agreementSignatures.id });
      if (!row) return false;
      await recordAudit(tx, {
        partnerId: partner.id,
        actorUserId: caller.user.id,
        action: "agreement_signed",
        subject: { type: "agreement", id: current.id, label: `${current.title} (version ${current.number})` },
        details: {
          version_id: current.id,
          version_number: current.number,
          text_sha256: current.textSha256,
          signature_id: signatureId,
          signer_name: input.fullName,
          signer_title: input.title,
        },
      });
      await advanceJourney(tx, partner.id);
      return true;
    });
    if (!created) await deps.storage.delete(AGREEMENTS_BUCKET, documentKey);
  } catch (error) {
    await deps.storage.delete(AGREEMENTS_BUCKET, documentKey);
    throw error;
  }
  return { signature: await signatureOf(deps.db, partner.id, current.id) };
}

async function signatureOf(db: Pick<Db, "select">, partnerId: string, versionId: string) {
  const signature = (await partnerSignatures(db, partnerId)).find((row) => row.versionId === versionId);
  if (!signature) throw new Error("the partner's signature of the version is missing");
  return signature;
}
