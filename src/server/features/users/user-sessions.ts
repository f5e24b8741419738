import { and, eq } from "drizzle-orm";
import { findMembership } from "#server/auth/partner-membership";
import type { Caller } from "#server/auth/session";
import { sessionItems } from "#server/auth/session-items";
import type { Db } from "#server/db/client";
import { session } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { roleLevelOf } from "#shared/authorization";
import { SESSION_REFUSALS, type SignedInSessionItem } from "#shared/contracts/sessions";
import { getUserForChange } from "./get-user-for-change";

/** A user's signed-in devices, as an administrator sees them (docs/product/security.md#signed-in-devices). */
export async function listUserSessions(
  db: Db,
  caller: Caller,
  input: { userId: string },
): Promise<SignedInSessionItem[]> {
  await getUserForChange(db, input.userId);
  return sessionItems(db, input.userId, caller.sessionId);
}

/**
 * Ends one session of a user, or every one: their next request there is anonymous. Audited, in the same
 * transaction. A user whose role is above the caller's is refused; an unknown user or session is not found.
 */
export async function endUserSessions(
  db: Db,
  caller: Caller,
  input: { userId: string; sessionId?: string },
): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const target = await getUserForChange(tx, input.userId);
    if (roleLevelOf(target.roles) > caller.profile.roleLevel) {
      throw new AppError("forbidden", SESSION_REFUSALS.outranked, { reason: "outranked" });
    }
    const ended = await tx
      .delete(session)
      .where(
        and(eq(session.userId, target.id), input.sessionId ? eq(session.id, input.sessionId) : undefined),
      )
      .returning({ id: session.id });
    if (input.sessionId && ended.length === 0) throw new AppError("not_found", SESSION_REFUSALS.notFound);
    const membership = await findMembership(tx, target.id);
    await recordAudit(tx, {
      action: "user_sessions_ended",
      partnerId: membership?.partner.id ?? null,
      actorUserId: caller.user.id,
      subject: { type: "user", id: target.id, label: target.email },
      details: { email: target.email, sessions_ended: ended.length, all: input.sessionId === undefined },
    });
    return { ended: ended.length };
  });
}
