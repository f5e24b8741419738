import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerDeals, partners } from "#server/db/schema/index";
import { ownRows, type RowScope } from "#server/platform/partner-scope";
import { correctDealWords } from "./correct-deal-words";
import {
  type CandidateSource,
  closeIds,
  containingIds,
  correctedMatch,
  looksForCloseRows,
} from "./text-match";

/** A deal's own names as their trigram indexes hold them (lower-cased). */
export const DEAL_NAMES = [
  sql`lower(${partnerDeals.companyName})`,
  sql`lower(${partnerDeals.contactPerson})`,
];

/**
 * The ids of the deals worth ordering by closeness, by their customer, contact or partner, through the partner
 * scope (decision 0010), as amongCandidates finds them: the deals a name of which contains the search, and only
 * when there is none, the close ones; a deal's own names then by the search's words corrected to words of the
 * deals' names (correctDealWords). The two halves are separate statements so that the correction, a lookup in the
 * vocabulary, is made only for a search no name contains. Looked up once per search: deals and payouts both
 * start from them, as the lookups in a million deals' name indexes are the search's dearest part (decision 0025).
 */
export async function findDealCandidates(tx: Db, scope: RowScope, query: string): Promise<string[]> {
  const search = query.toLowerCase();
  const sources = (corrections?: string[][]): CandidateSource[] => [
    {
      columns: DEAL_NAMES,
      ...(corrections && { isClose: (column) => correctedMatch(corrections, column) }),
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
  ];
  const ids = async (candidates: SQL) => {
    const rows = await tx
      .select({ id: partnerDeals.id })
      .from(partnerDeals)
      .where(sql`${partnerDeals.id} in (${candidates})`);
    return rows.map((row) => row.id);
  };
  const containing = await ids(containingIds(search, ...sources()));
  if (containing.length > 0 || !looksForCloseRows(search)) return containing;
  return ids(closeIds(search, ...sources(await correctDealWords(tx, search))));
}
