import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { profiles, user } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import type { UserListItem } from "#shared/contracts/users";
import { detailsChangeRefusal } from "#shared/grant-rules";
import { getUserForChange } from "./get-user-for-change";
import { changedUser } from "./user-columns";
import { refuseIf } from "./user-refusal";

/**
 * Changes a user's full name and job title (never the e-mail: docs/product/administration.md#edit-a-user),
 * audited with the old and new values of what changed. Nothing changed: nothing written. The grant rules
 * refuse someone ranked above the caller and a partner contact's account (403).
 */
export async function updateUser(
  db: Db,
  caller: Caller,
  input: { id: string; fullName: string; jobTitle?: string },
): Promise<{ user: UserListItem }> {
  return db.transaction(async (tx) => {
    const current = await getUserForChange(tx, input.id);
    refuseIf(detailsChangeRefusal({ id: caller.user.id, profile: caller.profile }, current));
    const next = { full_name: input.fullName, job_title: input.jobTitle ?? null };
    const before = { full_name: current.fullName, job_title: current.jobTitle };
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    for (const key of Object.keys(next) as (keyof typeof next)[]) {
      if (before[key] !== next[key]) changes[key] = { from: before[key], to: next[key] };
    }
    if (Object.keys(changes).length === 0) return changedUser(tx, input.id);
    const now = new Date();
    await tx
      .update(profiles)
      .set({ fullName: next.full_name, jobTitle: next.job_title, updatedAt: now })
      .where(eq(profiles.userId, input.id));
    await tx.update(user).set({ name: next.full_name, updatedAt: now }).where(eq(user.id, input.id));
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "user_updated",
      subject: { type: "user", id: input.id, label: next.full_name },
      details: { email: current.email, changes },
    });
    return changedUser(tx, input.id);
  });
}
