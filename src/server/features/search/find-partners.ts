import { desc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partners } from "#server/db/schema/index";
import type { SearchResult } from "#shared/contracts/search";
import { RESULTS_PER_KIND } from "./results-per-kind";
import { closeness, textMatches } from "./text-match";

const COLUMNS = [partners.companyName, partners.contactName, partners.contactEmail];

/** Partners by company, contact or e-mail, for partner administrators. */
export async function findPartners(tx: Db, query: string): Promise<SearchResult[]> {
  const rows = await tx
    .select({ id: partners.id, title: partners.companyName, contact: partners.contactName })
    .from(partners)
    .where(textMatches(query, COLUMNS))
    .orderBy(desc(closeness(query, COLUMNS)), desc(partners.createdAt))
    .limit(RESULTS_PER_KIND);
  return rows.map((row) => ({ kind: "partner", id: row.id, title: row.title, detail: row.contact }));
}
