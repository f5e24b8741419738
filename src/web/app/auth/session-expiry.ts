import { ORPCError } from "@orpc/client";
import { MutationCache, QueryCache, type QueryClient } from "@tanstack/react-query";
import { sessionQueryOptions } from "../../features/me/api/get-session";

/**
 * Caches that notice a call refused for want of a session (401): the session is read again, so a browser
 * whose session ended (expired, or ended by an administrator) leaves the protected screens at once instead of
 * showing errors. `client()` is the query client the caches belong to. Reads the typed client's error itself:
 * this runs in the entry chunk, which every first visit downloads.
 */
export function sessionAwareCaches(client: () => QueryClient) {
  const onError = (error: unknown) => {
    if (error instanceof ORPCError && error.status === 401) {
      void client().invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    }
  };
  return { queryCache: new QueryCache({ onError }), mutationCache: new MutationCache({ onError }) };
}
