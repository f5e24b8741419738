import type { PermissionProfile } from "#shared/authorization";
import type { Auth } from "./auth";
import { SESSION_MAX_AGE_MS } from "./auth";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

export interface CallerSession {
  user: SignedInUser;
  sessionId: string;
  expiresAt: Date;
}

/** A signed-in caller with the access the server derived for them. */
export interface Caller extends CallerSession {
  profile: PermissionProfile;
  /** Set when the caller is an API key acting on the REST API (decision 0028), not a signed-in session. */
  apiKeyId?: string;
}

/**
 * The signed-in caller of a request, or null. Sessions slide with use (7 days idle): when Better Auth extends
 * one, its refreshed cookie goes into `responseHeaders`. They never outlive 30 days from sign-in: an older one
 * is revoked here.
 */
export async function getCallerSession(
  auth: Auth,
  headers: Headers,
  responseHeaders: Headers | undefined,
  now = Date.now(),
): Promise<CallerSession | null> {
  const { headers: refreshed, response: found } = await auth.api.getSession({ headers, returnHeaders: true });
  if (!found) return null;
  if (now - new Date(found.session.createdAt).getTime() > SESSION_MAX_AGE_MS) {
    await auth.api.revokeSession({ headers, body: { token: found.session.token } }).catch(() => {});
    return null;
  }
  for (const cookie of refreshed.getSetCookie()) responseHeaders?.append("set-cookie", cookie);
  return {
    user: { id: found.user.id, email: found.user.email, name: found.user.name },
    sessionId: found.session.id,
    expiresAt: new Date(found.session.expiresAt),
  };
}
