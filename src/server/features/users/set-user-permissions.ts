import { asc, eq, inArray } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { permissions, userPermissions } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import { notify } from "#server/platform/notifications";
import type { UserListItem } from "#shared/contracts/users";
import { permissionsChangeRefusal } from "#shared/grant-rules";
import { PERMISSION_CATALOGUE, type PermissionName } from "#shared/permissions";
import { getUserForChange } from "./get-user-for-change";
import { accessChangedNotice } from "./notification-messages";
import { changedUser, displayNameOf } from "./user-columns";
import { refuseIf } from "./user-refusal";

/**
 * Replaces a user's granted permissions with exactly these (docs/product/administration.md#permissions:
 * delete all, insert the chosen), in one transaction, within the grant rules; the audit entry names what was
 * added and removed.
 */
export async function setUserPermissions(
  db: Db,
  caller: Caller,
  input: { id: string; permissions: PermissionName[] },
): Promise<{ user: UserListItem }> {
  return db.transaction(async (tx) => {
    const target = await getUserForChange(tx, input.id);
    const held = await tx
      .select({ name: permissions.name })
      .from(userPermissions)
      .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
      .where(eq(userPermissions.userId, input.id))
      .orderBy(asc(permissions.name));
    // The permissions table holds the catalogue's names (it is seeded from it, and grants insert from it).
    const from = held.map((row) => row.name as PermissionName);
    const to = input.permissions;
    refuseIf(permissionsChangeRefusal({ id: caller.user.id, profile: caller.profile }, target, from, to));
    const added = to.filter((name) => !from.includes(name));
    const removed = from.filter((name) => !to.includes(name));
    if (added.length === 0 && removed.length === 0) return changedUser(tx, input.id);

    await tx.delete(userPermissions).where(eq(userPermissions.userId, input.id));
    if (to.length > 0) {
      // The catalogue is the code's: rows it lacks (a new permission, a database the demo never seeded) are added.
      await tx
        .insert(permissions)
        .values(PERMISSION_CATALOGUE.filter((entry) => to.includes(entry.name)))
        .onConflictDoNothing();
      const rows = await tx
        .select({ id: permissions.id })
        .from(permissions)
        .where(inArray(permissions.name, to));
      await tx
        .insert(userPermissions)
        .values(rows.map((row) => ({ userId: input.id, permissionId: row.id })));
    }
    await notify(tx, [input.id], accessChangedNotice(input.id, caller));
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "user_permissions_changed",
      subject: { type: "user", id: input.id, label: displayNameOf(target) },
      details: { email: target.email, added, removed },
    });
    return changedUser(tx, input.id);
  });
}
