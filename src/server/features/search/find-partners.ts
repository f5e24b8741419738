import { desc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partners } from "#server/db/schema/index";
import type { SearchResult } from "#shared/contracts/search";
import { RESULTS_PER_KIND } from "./results-per-kind";
import { amongCandidates, closeness } from "./text-match";

const COLUMNS = [partners.companyName, partners.contactName, partners.contactEmail];

/** Partners by company, contact or e-mail, for partner administrators: the closest of each name's candidates. */
export async function findPartners(tx: Db, query: string): Promise<SearchResult[]> {
  const found = amongCandidates(partners.id, query, {
    columns: [partners.companyName, partners.contactName],
    addresses: [partners.contactEmail],
    select: (match) => tx.select({ id: partners.id }).from(partners).where(match),
  });
  const rows = await tx
    .select({ id: partners.id, title: partners.companyName, contact: partners.contactName })
    .from(partners)
    .where(found)
    .orderBy(desc(closeness(query, COLUMNS)), desc(partners.createdAt))
    .limit(RESULTS_PER_KIND);
  return rows.map((row) => ({ kind: "partner", id: row.id, title: row.title, detail: row.contact }));
}
