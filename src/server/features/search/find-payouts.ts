import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { commissionPayouts, partnerDeals, partners } from "#server/db/schema/index";
import { ownRows, type RowScope } from "#server/platform/partner-scope";
import type { SearchResult } from "#shared/contracts/search";
import { PAYOUT_STATUS_LABELS } from "#shared/labels";
import { RESULTS_PER_KIND } from "./results-per-kind";
import { amongCandidates, closeness } from "./text-match";

/**
 * Payouts by their deal's customer or their partner, through the partner scope (decision 0010): the candidates
 * of each name, then the closest of them.
 */
export async function findPayouts(tx: Db, scope: RowScope, query: string): Promise<SearchResult[]> {
  const search = query.toLowerCase();
  const customer = sql`lower(${partnerDeals.companyName})`;
  const found = amongCandidates(
    commissionPayouts.id,
    search,
    {
      columns: [customer],
      select: (match) =>
        tx
          .select({ id: commissionPayouts.id })
          .from(commissionPayouts)
          .innerJoin(partnerDeals, eq(partnerDeals.id, commissionPayouts.dealId))
          // A payout is its deal's partner's: scoping the deal too lets a partner's deals be found through their
          // own index, not every deal of the name and then their payouts.
          .where(ownRows(scope, commissionPayouts, ownRows(scope, partnerDeals, match))),
    },
    {
      columns: [partners.companyName],
      select: (match) =>
        tx
          .select({ id: commissionPayouts.id })
          .from(commissionPayouts)
          .innerJoin(partners, eq(partners.id, commissionPayouts.partnerId))
          .where(ownRows(scope, commissionPayouts, match)),
    },
  );
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
    .where(ownRows(scope, commissionPayouts, found))
    .orderBy(desc(closeness(search, [customer, partners.companyName])), desc(commissionPayouts.createdAt))
    .limit(RESULTS_PER_KIND);
  return rows.map((row) => ({
    kind: "payout",
    id: row.id,
    title: row.title,
    detail: `${row.partner} · ${PAYOUT_STATUS_LABELS[row.status]}`,
  }));
}
