import { getSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { endedSessions } from "../db/schema";
import { COOKIE_PREFIX } from "./auth";
import type { SessionEndReason } from "./end-sessions";

/** The session token a request's cookie carries (the part before Better Auth's signature), if any. */
function sessionToken(headers: Headers): string | undefined {
  const signed = getSessionCookie(headers, { cookiePrefix: COOKIE_PREFIX });
  const dot = signed?.lastIndexOf(".") ?? -1;
  return signed && dot > 0 ? signed.slice(0, dot) : undefined;
}

/**
 * Why the session this request still holds was ended by an administrator, if it was. The signature is not
 * checked: the answer only tells the holder of a token why it stopped working.
 */
export async function sessionEndReason(
  db: Pick<Db, "select">,
  headers: Headers,
): Promise<SessionEndReason | undefined> {
  const token = sessionToken(headers);
  if (!token) return undefined;
  const [ended] = await db
    .select({ reason: endedSessions.reason })
    .from(endedSessions)
    .where(eq(endedSessions.token, token))
    .limit(1);
  return ended?.reason as SessionEndReason | undefined;
}
