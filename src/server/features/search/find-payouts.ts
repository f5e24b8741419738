import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { commissionPayouts, partnerDeals, partners } from "#server/db/schema/index";
import { ownRows, type RowScope } from "#server/platform/partner-scope";
import type { SearchResult } from "#shared/contracts/search";
import { PAYOUT_STATUS_LABELS } from "#shared/labels";
import { RESULTS_PER_KIND } from "./results-per-kind";
import { candidateIds, closeness } from "./text-match";

/**
 * Payouts of the candidate deals (findDealCandidates) or of a partner whose name matches, through the partner
 * scope (decision 0010): the closest of them by their deal's customer or their partner.
 */
export async function findPayouts(
  tx: Db,
  scope: RowScope,
  query: string,
  dealCandidates: string[],
): Promise<SearchResult[]> {
  const search = query.toLowerCase();
  const customer = sql`lower(${partnerDeals.companyName})`;
  const ofDeals = tx
    .select({ id: commissionPayouts.id })
    .from(commissionPayouts)
    .where(inArray(commissionPayouts.dealId, dealCandidates));
  const byPartner = candidateIds(search, {
    columns: [partners.companyName],
    select: (match) =>
      tx
        .select({ id: commissionPayouts.id })
        .from(commissionPayouts)
        .innerJoin(partners, eq(partners.id, commissionPayouts.partnerId))
        .where(ownRows(scope, commissionPayouts, match)),
  });
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
    .where(
      ownRows(scope, commissionPayouts, sql`${commissionPayouts.id} in (${ofDeals} union (${byPartner}))`),
    )
    .orderBy(desc(closeness(search, [customer, partners.companyName])), desc(commissionPayouts.createdAt))
    .limit(RESULTS_PER_KIND);
  return rows.map((row) => ({
    kind: "payout",
    id: row.id,
    title: row.title,
    detail: `${row.partner} · ${PAYOUT_STATUS_LABELS[row.status]}`,
  }));
}
