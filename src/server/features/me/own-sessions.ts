import { and, eq, ne } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import { sessionItems } from "#server/auth/session-items";
import type { Db } from "#server/db/client";
import { session } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { SESSION_REFUSALS, type SignedInSessionItem } from "#shared/contracts/sessions";

/** The caller's own signed-in devices, this one marked. */
export function listOwnSessions(db: Db, caller: Caller): Promise<SignedInSessionItem[]> {
  return sessionItems(db, caller.user.id, caller.sessionId);
}

/**
 * Signs out one of the caller's other devices: its next request is anonymous. Another person's session, or one
 * already ended, is not found; the caller's own is refused, as signing out ends it.
 */
export async function endOwnSession(
  db: Db,
  caller: Caller,
  input: { id: string },
): Promise<{ ended: number }> {
  if (input.id === caller.sessionId) {
    throw new AppError("bad_request", SESSION_REFUSALS.current, { reason: "current_session", field: "id" });
  }
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, input.id), eq(session.userId, caller.user.id)))
    .returning({ id: session.id });
  if (ended.length === 0) throw new AppError("not_found", SESSION_REFUSALS.notFound);
  return { ended: ended.length };
}

/** Signs out every device of the caller's but this one. */
export async function endOtherOwnSessions(db: Db, caller: Caller): Promise<{ ended: number }> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, caller.user.id), ne(session.id, caller.sessionId)))
    .returning({ id: session.id });
  return { ended: ended.length };
}
