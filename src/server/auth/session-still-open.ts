import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { session } from "../db/schema";
import { SESSION_MAX_AGE_MS } from "./auth";
import { findActiveMembership } from "./partner-membership";
import type { Caller } from "./session";

/**
 * Whether a caller admitted earlier may still be served, for work that outlives its request (a live stream):
 * their session was not signed out, ended by an administrator or expired, and a partner member's partner is
 * still active. Reads the database only, so it never extends the session as a request would.
 */
export async function sessionStillOpen(
  db: Pick<Db, "select">,
  caller: Caller,
  now = new Date(),
): Promise<boolean> {
  const [open] = await db
    .select({ id: session.id })
    .from(session)
    .where(
      and(
        eq(session.id, caller.sessionId),
        gt(session.expiresAt, now),
        gt(session.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)),
      ),
    )
    .limit(1);
  if (!open) return false;
  if (!caller.profile.roles.includes("partner")) return true;
  return (await findActiveMembership(db, caller.user.id)) !== undefined;
}
