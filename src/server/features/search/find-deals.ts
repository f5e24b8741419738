import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerDeals, partners } from "#server/db/schema/index";
import { ownRows, type RowScope } from "#server/platform/partner-scope";
import type { SearchResult } from "#shared/contracts/search";
import { RESULTS_PER_KIND } from "./results-per-kind";
import { amongCandidates, closeness } from "./text-match";

/**
 * Deals by customer, contact or partner, through the partner scope (decision 0010): the candidates of each name,
 * then the closest of them. The deal's own names are lower-cased as their trigram indexes hold them.
 */
export async function findDeals(tx: Db, scope: RowScope, query: string): Promise<SearchResult[]> {
  const search = query.toLowerCase();
  const ownNames = [sql`lower(${partnerDeals.companyName})`, sql`lower(${partnerDeals.contactPerson})`];
  const partnerNames = [partners.companyName, partners.contactName];
  const found = amongCandidates(
    partnerDeals.id,
    search,
    {
      columns: ownNames,
      select: (match) =>
        tx
          .select({ id: partnerDeals.id })
          .from(partnerDeals)
          .where(ownRows(scope, partnerDeals, match)),
    },
    {
      columns: partnerNames,
      select: (match) =>
        tx
          .select({ id: partnerDeals.id })
          .from(partnerDeals)
          .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
          .where(ownRows(scope, partnerDeals, match)),
    },
  );
  const rows = await tx
    .select({ id: partnerDeals.id, title: partnerDeals.companyName, partner: partners.companyName })
    .from(partnerDeals)
    .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
    .where(ownRows(scope, partnerDeals, found))
    .orderBy(desc(closeness(search, [...ownNames, ...partnerNames])), desc(partnerDeals.submittedAt))
    .limit(RESULTS_PER_KIND);
  return rows.map((row) => ({ kind: "deal", id: row.id, title: row.title, detail: row.partner }));
}
