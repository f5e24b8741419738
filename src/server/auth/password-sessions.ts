import { APIError } from "better-auth/api";
import type { Auth } from "./auth";
import type { SignedInUser } from "./session";

/**
 * Checks an e-mail and password and opens a session for them: the signed-in user, or undefined when the
 * credentials are wrong. Where the session's cookie goes is the caller's business, never the service's.
 */
export type OpenPasswordSession = (email: string, password: string) => Promise<SignedInUser | undefined>;

/** Sessions opened through Better Auth for one request; their cookies go out with its response. */
export function passwordSessionsFor(
  auth: Auth,
  request: { headers: Headers; resHeaders?: Headers },
): OpenPasswordSession {
  return async (email, password) => {
    try {
      const { headers, response } = await auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers: request.headers,
        returnHeaders: true,
      });
      for (const cookie of headers.getSetCookie()) request.resHeaders?.append("set-cookie", cookie);
      return { id: response.user.id, email: response.user.email, name: response.user.name };
    } catch (error) {
      if (error instanceof APIError && error.statusCode < 500) return undefined;
      throw error;
    }
  };
}
