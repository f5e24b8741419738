import { and, desc, eq, isNull, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { agreementSignatures, agreementVersions, partners } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { AGREEMENT_MESSAGES, type AgreementStanding } from "#shared/contracts/agreements";
import { DAY_MS } from "#shared/days";

type Reader = Pick<Db, "select">;

export type CurrentVersion = typeof agreementVersions.$inferSelect;

export interface PartnerStanding {
  standing: AgreementStanding;
  /** The newest version for the partner's business type or for every partner; null when none is published. */
  current: CurrentVersion | null;
  /** When a partner approved before the version was published must have signed it. */
  dueAt: Date | null;
}

/**
 * Where a partner stands with the agreement (docs/product/agreements.md#who-signs-and-when): signed the current
 * version, or not yet. A partner approved before that version was published keeps registering deals until the
 * version's grace period ends; one approved since signs before its first deal.
 */
export async function agreementStanding(
  db: Reader,
  partnerId: string,
  now = new Date(),
): Promise<PartnerStanding | undefined> {
  const [partner] = await db
    .select({
      businessType: partners.businessType,
      firstApprovedAt: partners.firstApprovedAt,
      createdAt: partners.createdAt,
    })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!partner) return undefined;
  const [found] = await db
    .select({ version: agreementVersions, signatureId: agreementSignatures.id })
    .from(agreementVersions)
    .leftJoin(
      agreementSignatures,
      and(
        eq(agreementSignatures.versionId, agreementVersions.id),
        eq(agreementSignatures.partnerId, partnerId),
      ),
    )
    .where(
      or(isNull(agreementVersions.businessType), eq(agreementVersions.businessType, partner.businessType)),
    )
    .orderBy(desc(agreementVersions.number))
    .limit(1);
  if (!found) return { standing: "none", current: null, dueAt: null };
  const { version } = found;
  if (found.signatureId !== null) return { standing: "signed", current: version, dueAt: null };
  // Its first activation (a reactivation after a suspension keeps it); a partner never activated by the portal
  // (an imported row) counts from its creation.
  const partnerSince = partner.firstApprovedAt ?? partner.createdAt;
  const dueAt = new Date(version.publishedAt.getTime() + version.graceDays * DAY_MS);
  if (partnerSince < version.publishedAt && now < dueAt) return { standing: "due", current: version, dueAt };
  return { standing: "required", current: version, dueAt: null };
}

/** Refuses a partner's deal registration while its agreement is required and unsigned (403). */
export async function assertAgreementSigned(db: Reader, partnerId: string): Promise<void> {
  const { standing, current } = (await agreementStanding(db, partnerId)) ?? {};
  if (standing !== "required") return;
  throw new AppError("forbidden", AGREEMENT_MESSAGES.unsigned, {
    reason: "agreement_unsigned",
    versionNumber: current?.number,
  });
}
