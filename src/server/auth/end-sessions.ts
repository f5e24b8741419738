import { inArray, lt, sql } from "drizzle-orm";
import type { SESSION_END_REASONS } from "#shared/contracts/auth";
import type { Db } from "../db/client";
import { endedSessions, session } from "../db/schema";
import { SESSION_MAX_AGE_MS } from "./auth";

/** Why an administrator ended someone's sessions; the signed-out browser is told which. */
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * Ends every session of these users at once, in one statement of the caller's transaction: the next request with
 * one of them is anonymous. The tokens are remembered with the reason (for as long as a session could have lived) so that
 * browser can be told why.
 */
export async function endUserSessions(
  tx: Pick<Db, "insert" | "delete">,
  userIds: readonly string[],
  reason: SessionEndReason,
): Promise<number> {
  if (userIds.length === 0) return 0;
  await tx.delete(endedSessions).where(lt(endedSessions.endedAt, new Date(Date.now() - SESSION_MAX_AGE_MS)));
  const ended = await tx
    .delete(session)
    .where(inArray(session.userId, [...userIds]))
    .returning({ token: session.token, userId: session.userId });
  if (ended.length > 0) {
    await tx
      .insert(endedSessions)
      .values(ended.map(({ token, userId }) => ({ token, userId, reason })))
      .onConflictDoUpdate({ target: endedSessions.token, set: { reason: sql`excluded.reason` } });
  }
  return ended.length;
}
