import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { endedSessions } from "../db/schema";
import type { SessionEndReason } from "./end-sessions";

const SESSION_COOKIES = ["portal.session_token", "__Secure-portal.session_token"];

/** The session token a request's cookie carries (the part before Better Auth's signature), if any. */
function sessionToken(headers: Headers): string | undefined {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (!name || !SESSION_COOKIES.includes(name)) continue;
    const signed = decodeURIComponent(value.join("="));
    const dot = signed.lastIndexOf(".");
    return dot > 0 ? signed.slice(0, dot) : undefined;
  }
  return undefined;
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
