import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerDeals, partners } from "#server/db/schema/index";
import { ownRows, type RowScope } from "#server/platform/partner-scope";
import { correctDealWords } from "./correct-deal-words";
import { amongCandidates, correctedMatch } from "./text-match";

/** A deal's own names as their trigram indexes hold them (lower-cased). */
export const DEAL_NAMES = [
  sql`lower(${partnerDeals.companyName})`,
  sql`lower(${partnerDeals.contactPerson})`,
];

/**
 * The ids of the deals worth ordering by closeness, by their customer, contact or partner, through the partner
 * scope (decision 0010). A deal's own names, when none contains the search, by the search's words corrected to
 * words of the deals' names (correctDealWords). Looked up once per search: deals and payouts both start from them, as the lookups in a
 * million deals' name indexes are the search's dearest part (decision 0025).
 */
export async function findDealCandidates(tx: Db, scope: RowScope, query: string): Promise<string[]> {
  const search = query.toLowerCase();
  const corrections = await correctDealWords(tx, search);
  const found = amongCandidates(
    partnerDeals.id,
    search,
    {
      columns: DEAL_NAMES,
      isClose: (column) => correctedMatch(corrections, column),
      select: (match) =>
        tx
          .select({ id: partnerDeals.id })
          .from(partnerDeals)
          .where(ownRows(scope, partnerDeals, match)),
    },
    {
      columns: [partners.companyName, partners.contactName],
      select: (match) =>
        tx
          .select({ id: partnerDeals.id })
          .from(partnerDeals)
          .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
          .where(ownRows(scope, partnerDeals, match)),
    },
  );
  const rows = await tx.select({ id: partnerDeals.id }).from(partnerDeals).where(found);
  return rows.map((row) => row.id);
}
