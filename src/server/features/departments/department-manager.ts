import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { profiles, user, userRoles } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";

/** The manager a department form names, checked: an existing staff member. Returns their name for the audit. */
export async function checkManager(tx: Pick<Db, "select">, managerId: string | null): Promise<string | null> {
  if (!managerId) return null;
  const [manager] = await tx
    .select({ email: user.email, fullName: profiles.fullName })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, managerId));
  const [partnerRole] = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, managerId), eq(userRoles.role, "partner")));
  if (!manager || partnerRole) {
    throw new AppError("bad_request", "Please choose a staff member as the manager.", { field: "managerId" });
  }
  return manager.fullName || manager.email;
}
