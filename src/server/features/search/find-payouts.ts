import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { commissionPayouts, partnerDeals, partners } from "#server/db/schema/index";
import { ownRows, type RowScope } from "#server/platform/partner-scope";
import type { SearchResult } from "#shared/contracts/search";
import { PAYOUT_STATUS_LABELS } from "#shared/labels";
import { RESULTS_PER_KIND } from "./results-per-kind";
import { closeness, textMatches } from "./text-match";

/** Payouts by their deal's customer or their partner, through the partner scope (decision 0010). */
export async function findPayouts(tx: Db, scope: RowScope, query: string): Promise<SearchResult[]> {
  const columns = [sql`lower(${partnerDeals.companyName})`, partners.companyName];
  const rows = await tx
    .select({
      id: commissionPayouts.id,
      title: partnerDeals.companyName,
      partner: partners.companyName,
      status: commissionPayouts.status,
    })
    .from(commissionPayouts)
    .innerJoin(partnerDeals, eq(partnerDeals.id, commissionPayouts.dealId))
    .innerJoin(partners, eq(partners.id, commissionPayouts.partnerId))
    .where(ownRows(scope, commissionPayouts, textMatches(query.toLowerCase(), columns)))
    .orderBy(desc(closeness(query.toLowerCase(), columns)), desc(commissionPayouts.createdAt))
    .limit(RESULTS_PER_KIND);
  return rows.map((row) => ({
    kind: "payout",
    id: row.id,
    title: row.title,
    detail: `${row.partner} · ${PAYOUT_STATUS_LABELS[row.status]}`,
  }));
}
