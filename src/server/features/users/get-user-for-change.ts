import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { profiles, user, userRoles } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { NO_SUCH_USER } from "./user-columns";

/**
 * The user a change is about, locked for the rest of the transaction so changes to one user apply one after
 * the other, with its roles. Missing: 404. The lock is FOR NO KEY UPDATE, not FOR UPDATE: the audit entry's
 * actor_user_id foreign key takes FOR KEY SHARE on the caller's user row, which FOR UPDATE would block, so two
 * users changing each other at once (two super admins demoting each other) deadlocked into a 500.
 */
export async function getUserForChange(tx: Pick<Db, "select">, id: string) {
  const [row] = await tx
    .select({ id: user.id, email: user.email, fullName: profiles.fullName, jobTitle: profiles.jobTitle })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, id))
    .for("no key update", { of: user });
  if (!row) throw new AppError("not_found", NO_SUCH_USER);
  const roles = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id));
  return { ...row, roles: roles.map((entry) => entry.role).sort() };
}
