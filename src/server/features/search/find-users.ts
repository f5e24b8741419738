import { asc, desc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { profiles } from "#server/db/schema/index";
import type { SearchResult } from "#shared/contracts/search";
import { RESULTS_PER_KIND } from "./results-per-kind";
import { amongCandidates, closeness } from "./text-match";

const COLUMNS = [profiles.fullName, profiles.email];

/** Users by name or e-mail, for those who manage users or roles: the closest of each name's candidates. */
export async function findUsers(tx: Db, query: string): Promise<SearchResult[]> {
  const found = amongCandidates(profiles.userId, query, {
    columns: [profiles.fullName],
    addresses: [profiles.email],
    select: (match) => tx.select({ id: profiles.userId }).from(profiles).where(match),
  });
  const rows = await tx
    .select({ id: profiles.userId, name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(found)
    .orderBy(desc(closeness(query, COLUMNS)), asc(profiles.email))
    .limit(RESULTS_PER_KIND);
  return rows.map((row) => ({ kind: "user", id: row.id, title: row.name || row.email, detail: row.email }));
}
