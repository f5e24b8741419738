import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { commissionPayouts, partnerDeals, partners } from "#server/db/schema/index";
import { ownRowOrNotFound, ownRows, type RowScope } from "#server/platform/partner-scope";
import { payoutSummaryColumns } from "./payout-columns";

export const NO_SUCH_PAYOUT = "No such payout.";

/** One payout in the caller's scope; another partner's payout answers exactly like a missing one. */
export async function getPayout(db: Pick<Db, "select">, scope: RowScope, id: string) {
  const [found] = await db
    .select(payoutSummaryColumns)
    .from(commissionPayouts)
    .innerJoin(partnerDeals, eq(partnerDeals.id, commissionPayouts.dealId))
    .innerJoin(partners, eq(partners.id, commissionPayouts.partnerId))
    .where(ownRows(scope, commissionPayouts, eq(commissionPayouts.id, id)))
    .limit(1);
  return ownRowOrNotFound(found, NO_SUCH_PAYOUT);
}
