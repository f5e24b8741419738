import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { agreementSignatures, agreementVersions, user } from "#server/db/schema/index";

/** A version as staff list it: who published it, how many partners signed it, whether partners sign it now. */
export const versionSummaryColumns = {
  id: agreementVersions.id,
  number: agreementVersions.number,
  title: agreementVersions.title,
  businessType: agreementVersions.businessType,
  graceDays: agreementVersions.graceDays,
  textSha256: agreementVersions.textSha256,
  documentName: agreementVersions.documentName,
  publishedAt: agreementVersions.publishedAt,
  publishedByName: user.name,
  signatures: sql<number>`(select count(*) from ${agreementSignatures}
    where ${agreementSignatures.versionId} = ${agreementVersions.id})`.mapWith(Number),
  // Current unless a newer version reaches the same partners: one of its own business type, or one for everyone.
  isCurrent: sql<boolean>`not exists (select 1 from ${agreementVersions} as newer
    where newer.number > ${agreementVersions.number}
      and (newer.business_type is null or newer.business_type = ${agreementVersions.businessType}))`,
};

/** Published versions, newest first, with or without their text. */
export function selectVersions(db: Pick<Db, "select">) {
  return db
    .select(versionSummaryColumns)
    .from(agreementVersions)
    .leftJoin(user, eq(user.id, agreementVersions.publishedBy))
    .orderBy(desc(agreementVersions.number));
}
