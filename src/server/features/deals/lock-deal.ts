import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerDeals, partners } from "#server/db/schema/index";
import { ownRowOrNotFound, ownRows, type RowScope } from "#server/platform/partner-scope";
import { NO_SUCH_DEAL } from "./get-deal";

/**
 * One deal in the caller's scope, locked for the rest of the transaction so racing moves take effect once, with
 * what a move reads of it. Another partner's deal, or a colleague's for a sales rep, answers like a missing one.
 */
export async function lockDeal(tx: Pick<Db, "select">, scope: RowScope, id: string) {
  const [found] = await tx
    .select({
      id: partnerDeals.id,
      partnerId: partnerDeals.partnerId,
      partnerName: partners.companyName,
      status: partnerDeals.status,
      companyName: partnerDeals.companyName,
      dealValue: partnerDeals.dealValue,
      submittedBy: partnerDeals.submittedBy,
      expiresAt: partnerDeals.expiresAt,
      protectionEndsAt: partnerDeals.protectionEndsAt,
      terms: partnerDeals.terms,
      extensionsUsed: partnerDeals.extensionsUsed,
      extensionRequestedAt: partnerDeals.extensionRequestedAt,
    })
    .from(partnerDeals)
    .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
    .where(ownRows(scope, partnerDeals, eq(partnerDeals.id, id)))
    .for("update", { of: partnerDeals });
  return ownRowOrNotFound(found, NO_SUCH_DEAL);
}
