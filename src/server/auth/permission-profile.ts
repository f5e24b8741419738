import { type AnyColumn, eq, type SQL, sql } from "drizzle-orm";
import { type PermissionProfile, roleLevelOf } from "#shared/authorization";
import type { AppRole } from "#shared/enums";
import type { Db } from "../db/client";
import { departments, permissions, user, userDepartments, userPermissions, userRoles } from "../db/schema";

const names = (list: SQL) => sql<string[]>`coalesce((${list}), '{}'::text[])`;

/**
 * The user's roles, granted permission names and department names as three array columns, read in whatever
 * statement selects the user (one round trip instead of three; decision 0034).
 */
export function profileColumns(userId: AnyColumn) {
  return {
    roles: names(
      sql`select array_agg(${userRoles.role}::text) from ${userRoles} where ${userRoles.userId} = ${userId}`,
    ),
    permissions: names(
      sql`select array_agg(${permissions.name}) from ${userPermissions}
        join ${permissions} on ${permissions.id} = ${userPermissions.permissionId}
        where ${userPermissions.userId} = ${userId}`,
    ),
    departments: names(
      sql`select array_agg(${departments.name}) from ${userDepartments}
        join ${departments} on ${departments.id} = ${userDepartments.departmentId}
        where ${userDepartments.userId} = ${userId}`,
    ),
  };
}

/** The profile out of the columns of `profileColumns`. */
export function toPermissionProfile(row: {
  roles: string[];
  permissions: string[];
  departments: string[];
}): PermissionProfile {
  const roles = [...row.roles].sort() as AppRole[];
  return {
    roles,
    permissions: [...row.permissions].sort(),
    roleLevel: roleLevelOf(roles),
    departments: [...row.departments].sort(),
  };
}

/** Roles, granted permission names, role level and department names of one user. */
export async function loadPermissionProfile(
  db: Pick<Db, "select">,
  userId: string,
): Promise<PermissionProfile> {
  const [row] = await db.select(profileColumns(user.id)).from(user).where(eq(user.id, userId));
  return toPermissionProfile(row ?? { roles: [], permissions: [], departments: [] });
}
