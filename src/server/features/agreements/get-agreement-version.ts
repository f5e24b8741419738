import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { agreementVersions, user } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { AGREEMENT_MESSAGES } from "#shared/contracts/agreements";
import { versionSummaryColumns } from "./version-rows";

/** One published version with its text, for staff. */
export async function getAgreementVersion(db: Pick<Db, "select">, id: string) {
  const [version] = await db
    .select({ ...versionSummaryColumns, body: agreementVersions.body })
    .from(agreementVersions)
    .leftJoin(user, eq(user.id, agreementVersions.publishedBy))
    .where(eq(agreementVersions.id, id))
    .limit(1);
  if (!version) throw new AppError("not_found", AGREEMENT_MESSAGES.versionNotFound);
  return version;
}
