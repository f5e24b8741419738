import type { Auth } from "#server/auth/auth";
import { getCallerSession } from "#server/auth/session";
import { sessionEndReason } from "#server/auth/session-end-reason";
import type { Db } from "#server/db/client";

/**
 * Who this browser is signed in as, or null; then also why an administrator ended the session it still holds,
 * if one did. A session Better Auth extends puts its refreshed cookie into `responseHeaders`.
 */
export async function getSession(
  deps: { auth: Auth; db: Pick<Db, "select"> },
  headers: Headers,
  responseHeaders: Headers | undefined,
) {
  const session = await getCallerSession(deps.auth, headers, responseHeaders);
  if (session) return { user: session.user };
  const endedBecause = await sessionEndReason(deps.db, headers);
  return { user: null, ...(endedBecause ? { endedBecause } : {}) };
}
