import { inArray, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";
import type { enrollments, partners } from "../schema";

/** Inserts the rows not yet there (fixed ids or natural unique keys decide); returns how many it inserted. */
export async function insertMissing<T extends PgTable>(
  tx: Db,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<number> {
  // Drizzle rejects an empty VALUES list.
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(table)
    .values(rows)
    .onConflictDoNothing()
    .returning({ one: sql<number>`1` });
  return inserted.length;
}

/** Which of the demo rows' fixed ids are in the table now, whether inserted by this run or an earlier one. */
export async function storedIds(
  tx: Db,
  table: typeof partners | typeof enrollments,
  rows: { id: string }[],
): Promise<Set<string>> {
  const stored = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      inArray(
        table.id,
        rows.map((row) => row.id),
      ),
    );
  return new Set(stored.map((row) => row.id));
}
