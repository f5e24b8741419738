import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import {
  departments,
  permissions,
  profiles,
  user,
  userDepartments,
  userPermissions,
  userRoles,
} from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { UserListItem } from "#shared/contracts/users";
import type { PermissionName } from "#shared/permissions";

/** A user's name as lists and audit entries show it: the full name, or the e-mail when there is none. */
export const displayNameOf = (row: { fullName: string | null; email: string }) => row.fullName || row.email;

/** The list columns of one user row, before its roles, permissions and departments are added. */
export const userBaseColumns = {
  id: user.id,
  email: user.email,
  fullName: profiles.fullName,
  jobTitle: profiles.jobTitle,
  createdAt: user.createdAt,
};

/** The users with these ids, with their roles, permissions and departments, in the order of `ids`. */
export async function readUsers(db: Pick<Db, "select">, ids: readonly string[]): Promise<UserListItem[]> {
  if (ids.length === 0) return [];
  // One statement after another: a change reads its user back inside its transaction, whose one connection takes
  // a statement at a time (pg refuses overlapping ones from version 9).
  const base = await db
    .select(userBaseColumns)
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(inArray(user.id, ids));
  const roleRows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(inArray(userRoles.userId, ids));
  const permissionRows = await db
    .select({ userId: userPermissions.userId, name: permissions.name })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(inArray(userPermissions.userId, ids))
    .orderBy(asc(permissions.name));
  const departmentRows = await db
    .select({
      userId: userDepartments.userId,
      id: departments.id,
      name: departments.name,
      isPrimary: userDepartments.isPrimary,
    })
    .from(userDepartments)
    .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
    .where(inArray(userDepartments.userId, ids))
    .orderBy(asc(departments.name));
  const byId = new Map(base.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        roles: roleRows
          .filter((entry) => entry.userId === id)
          .map((entry) => entry.role)
          .sort(),
        permissions: permissionRows
          .filter((entry) => entry.userId === id)
          .map((entry) => entry.name as PermissionName),
        departments: departmentRows
          .filter((entry) => entry.userId === id)
          .map(({ userId: _, ...department }) => department),
      },
    ];
  });
}

export const NO_SUCH_USER = "No such user.";

/** What a change of a user answers: the user as the list shows it, read in the change's own transaction. */
export async function changedUser(db: Pick<Db, "select">, id: string): Promise<{ user: UserListItem }> {
  const [row] = await readUsers(db, [id]);
  if (!row) throw new AppError("not_found", NO_SUCH_USER);
  return { user: row };
}
