import { ORPCError } from "@orpc/client";
import { MutationCache, QueryCache, type QueryClient } from "@tanstack/react-query";
import { PERMISSION_PROFILE_KEY } from "#web/features/me/api/get-permission-profile";
import { sessionQueryOptions } from "#web/features/me/api/get-session";

/**
 * Caches that notice a call refused for want of a session (401) or of access (403). On a 401 the session is
 * read again, so a browser whose session ended (expired, or ended by an administrator) leaves the protected
 * screens at once instead of showing errors; on a 403 the permission profile is, so screens stop offering what
 * an administrator just took away. `client()` is the query client the caches belong to. Reads the typed
 * client's error itself: this runs in the entry chunk, which every first visit downloads.
 */
export function sessionAwareCaches(client: () => QueryClient) {
  const onError = (error: unknown) => {
    if (!(error instanceof ORPCError)) return;
    if (error.status === 401) void client().invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    if (error.status === 403) void client().invalidateQueries({ queryKey: [PERMISSION_PROFILE_KEY] });
  };
  return { queryCache: new QueryCache({ onError }), mutationCache: new MutationCache({ onError }) };
}
