import { asc, desc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { departments } from "#server/db/schema/index";
import type { SearchResult } from "#shared/contracts/search";
import { RESULTS_PER_KIND } from "./results-per-kind";
import { amongCandidates, closeness } from "./text-match";

const COLUMNS = [departments.name];

/** Departments by name, for those who manage users. */
export async function findDepartments(tx: Db, query: string): Promise<SearchResult[]> {
  const found = amongCandidates(departments.id, query, {
    columns: COLUMNS,
    select: (match) => tx.select({ id: departments.id }).from(departments).where(match),
  });
  const rows = await tx
    .select({ id: departments.id, name: departments.name, description: departments.description })
    .from(departments)
    .where(found)
    .orderBy(desc(closeness(query, COLUMNS)), asc(departments.name))
    .limit(RESULTS_PER_KIND);
  return rows.map((row) => ({
    kind: "department",
    id: row.id,
    title: row.name,
    detail: row.description ?? "",
  }));
}
