import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/** Totals are exact up to this many rows; past it a list says "10,000+" (totalCapped). */
export const TOTAL_CAP = 10_000;
/**
 * A search's count tests every match it passes against the text (a trigram index only names candidates), and a
 * common word's matches grow with the table, so it stops sooner: "1,000+".
 */
export const SEARCH_TOTAL_CAP = 1_000;

/**
 * How far a list's count goes for this page: the cap, or the end of the next page if that is further, so the
 * next page stays reachable from the total (the deals list and the audit log count the same way).
 */
export const countUpTo = (page: { page: number; pageSize: number }, cap = TOTAL_CAP) =>
  Math.max(cap, (page.page - 1) * page.pageSize + 2 * page.pageSize);

/**
 * The select that counts the rows of `table` matching `where` up to the placeholder `countLimit` (pass upTo + 1,
 * see cappedResult): a deep list reads at most that many rows for its count, whatever the table's size. Lists
 * that reuse their statements (reusable-queries.ts) prepare it once.
 */
export function countUpToLimit(db: Db, table: PgTable, where: SQL | undefined) {
  const upToCap = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(sql.placeholder("countLimit"))
    .as("up_to_cap");
  return db.select({ count: count() }).from(upToCap);
}

/** `total` is exact unless `totalCapped`, when more rows than `upTo` match. */
export function cappedResult(
  counted: { count: number } | undefined,
  upTo: number,
): { total: number; totalCapped: boolean } {
  const matching = counted?.count ?? 0;
  return { total: Math.min(matching, upTo), totalCapped: matching > upTo };
}

/** The rows of `table` matching `where`, counted up to `upTo` (countUpToLimit). */
export async function cappedTotal(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  upTo: number,
): Promise<{ total: number; totalCapped: boolean }> {
  const [counted] = await countUpToLimit(db, table, where).execute({ countLimit: upTo + 1 });
  return cappedResult(counted, upTo);
}
