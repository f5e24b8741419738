import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { userRoles } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import { notify } from "#server/platform/notifications";
import type { UserListItem } from "#shared/contracts/users";
import type { AppRole } from "#shared/enums";
import { REFUSALS, roleChangeRefusal } from "#shared/grant-rules";
import { getUserForChange } from "./get-user-for-change";
import { accessChangedNotice } from "./notification-messages";
import { changedUser, displayNameOf } from "./user-columns";
import { refuseIf } from "./user-refusal";

/**
 * Replaces all of a user's roles with one (docs/product/administration.md#change-a-role), within the grant
 * rules: nobody changes their own, only a super admin touches admin roles, and the last super admin stays.
 * The change counts from the user's next request, since access is read afresh on each.
 */
export async function setUserRole(
  db: Db,
  caller: Caller,
  input: { id: string; role: AppRole },
): Promise<{ user: UserListItem }> {
  return db.transaction(async (tx) => {
    const target = await getUserForChange(tx, input.id);
    refuseIf(roleChangeRefusal({ id: caller.user.id, profile: caller.profile }, target, input.role));
    if (target.roles.length === 1 && target.roles[0] === input.role) return changedUser(tx, input.id);
    if (target.roles.includes("super_admin") && input.role !== "super_admin") {
      // Locking every super admin's role row makes racing demotions take turns, so two super admins demoting
      // each other cannot leave none.
      const superAdmins = await tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.role, "super_admin"))
        .for("update");
      refuseIf(superAdmins.length <= 1 ? REFUSALS.lastSuperAdmin : undefined);
    }
    await tx.delete(userRoles).where(eq(userRoles.userId, input.id));
    await tx.insert(userRoles).values({ userId: input.id, role: input.role });
    await notify(tx, [input.id], accessChangedNotice(input.id, caller));
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "user_role_changed",
      subject: { type: "user", id: input.id, label: displayNameOf(target) },
      details: { email: target.email, from: target.roles, to: [input.role] },
    });
    return changedUser(tx, input.id);
  });
}
