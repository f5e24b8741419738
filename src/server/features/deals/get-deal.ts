import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerDeals, partners } from "#server/db/schema/index";
import { ownRowOrNotFound, ownRows, type RowScope } from "#server/platform/partner-scope";
import { dealSummaryColumns } from "./deal-columns";

export const NO_SUCH_DEAL = "No such deal.";

/** One deal in the caller's scope; another partner's deal answers exactly like a missing one. */
export async function getDeal(db: Pick<Db, "select">, scope: RowScope, id: string) {
  const [found] = await db
    .select(dealSummaryColumns(scope))
    .from(partnerDeals)
    .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
    .where(ownRows(scope, partnerDeals, eq(partnerDeals.id, id)))
    .limit(1);
  return ownRowOrNotFound(found, NO_SUCH_DEAL);
}
