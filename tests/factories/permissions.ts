import { inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { permissions } from "#server/db/schema/index";
import { PERMISSION_CATALOGUE, type PermissionName } from "#shared/permissions";

/**
 * The ids of these permissions, inserting their catalogue rows where missing: a fresh test database has an
 * empty `permissions` table (the demo seed is what fills it elsewhere).
 */
export async function permissionIds(
  db: Db,
  names: readonly PermissionName[],
): Promise<Map<PermissionName, string>> {
  if (names.length === 0) return new Map();
  const wanted = PERMISSION_CATALOGUE.filter((definition) => names.includes(definition.name));
  await db.insert(permissions).values(wanted).onConflictDoNothing();
  const rows = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
  return new Map(rows.map((row) => [row.name as PermissionName, row.id]));
}
