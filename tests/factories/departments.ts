import { inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { departments } from "#server/db/schema/index";
import { nextSequence } from "./sequence";

/** The ids of the departments with these names, creating the ones that do not exist yet. */
export async function departmentIds(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  await db
    .insert(departments)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(inArray(departments.name, [...names]));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** A department with a unique name unless given, optionally with a manager and a description. */
export async function createDepartment(
  db: Db,
  overrides: { name?: string; description?: string | null; managerId?: string | null } = {},
) {
  const [row] = await db
    .insert(departments)
    .values({
      name: overrides.name ?? `Department ${nextSequence()}`,
      description: overrides.description ?? null,
      managerId: overrides.managerId ?? null,
    })
    .returning();
  if (!row) throw new Error("department not inserted");
  return row;
}
