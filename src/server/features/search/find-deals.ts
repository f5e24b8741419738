import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerDeals, partners } from "#server/db/schema/index";
import { ownRows, type RowScope } from "#server/platform/partner-scope";
import type { SearchResult } from "#shared/contracts/search";
import { DEAL_NAMES } from "./find-deal-candidates";
import { RESULTS_PER_KIND } from "./results-per-kind";
import { closeness } from "./text-match";

/** The closest of the candidate deals (findDealCandidates), through the partner scope (decision 0010). */
export async function findDeals(
  tx: Db,
  scope: RowScope,
  query: string,
  candidates: string[],
): Promise<SearchResult[]> {
  const search = query.toLowerCase();
  const rows = await tx
    .select({ id: partnerDeals.id, title: partnerDeals.companyName, partner: partners.companyName })
    .from(partnerDeals)
    .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
    .where(ownRows(scope, partnerDeals, inArray(partnerDeals.id, candidates)))
    .orderBy(
      desc(closeness(search, [...DEAL_NAMES, partners.companyName, partners.contactName])),
      desc(partnerDeals.submittedAt),
    )
    .limit(RESULTS_PER_KIND);
  return rows.map((row) => ({ kind: "deal", id: row.id, title: row.title, detail: row.partner }));
}
