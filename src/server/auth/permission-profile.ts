import { eq } from "drizzle-orm";
import { type PermissionProfile, roleLevelOf } from "#shared/authorization";
import type { Db } from "../db/client";
import { departments, permissions, userDepartments, userPermissions, userRoles } from "../db/schema";

/** Roles, granted permission names, role level and department names of one user. */
export async function loadPermissionProfile(db: Db, userId: string): Promise<PermissionProfile> {
  const [roleRows, permissionRows, departmentRows] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    db
      .select({ name: permissions.name })
      .from(userPermissions)
      .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
      .where(eq(userPermissions.userId, userId)),
    db
      .select({ name: departments.name })
      .from(userDepartments)
      .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
      .where(eq(userDepartments.userId, userId)),
  ]);
  const roles = roleRows.map((row) => row.role).sort();
  return {
    roles,
    permissions: permissionRows.map((row) => row.name).sort(),
    roleLevel: roleLevelOf(roles),
    departments: departmentRows.map((row) => row.name).sort(),
  };
}
