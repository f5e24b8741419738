import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerDeals, partners } from "#server/db/schema/index";
import { ownRows, type RowScope } from "#server/platform/partner-scope";
import type { SearchResult } from "#shared/contracts/search";
import { RESULTS_PER_KIND } from "./results-per-kind";
import { closeness, textMatches } from "./text-match";

/**
 * Deals by customer, contact or partner, through the partner scope (decision 0010). The deal's own names are
 * lower-cased as their trigram indexes hold them.
 */
export async function findDeals(tx: Db, scope: RowScope, query: string): Promise<SearchResult[]> {
  const columns = [
    sql`lower(${partnerDeals.companyName})`,
    sql`lower(${partnerDeals.contactPerson})`,
    partners.companyName,
    partners.contactName,
  ];
  const rows = await tx
    .select({ id: partnerDeals.id, title: partnerDeals.companyName, partner: partners.companyName })
    .from(partnerDeals)
    .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
    .where(ownRows(scope, partnerDeals, textMatches(query.toLowerCase(), columns)))
    .orderBy(desc(closeness(query.toLowerCase(), columns)), desc(partnerDeals.submittedAt))
    .limit(RESULTS_PER_KIND);
  return rows.map((row) => ({ kind: "deal", id: row.id, title: row.title, detail: row.partner }));
}
