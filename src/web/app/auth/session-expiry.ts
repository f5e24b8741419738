import { MutationCache, type QueryClient } from "@tanstack/react-query";
import { PERMISSION_PROFILE_KEY } from "#web/features/me/api/get-permission-profile";
import { sessionQueryOptions } from "#web/features/me/api/get-session";
import { createQueryCache } from "#web/lib/queries/react-query";
import { isClientRefusal } from "#web/lib/transport/rpc-error";
import { whenSignInRequired } from "#web/lib/transport/sign-in-required";

/**
 * Caches that notice a call refused for want of access (403): the permission profile is read again, so screens
 * stop offering what an administrator just took away; the query cache also toasts a list's failed load
 * (lib/queries/react-query.ts). `client()` is the query client the caches belong to.
 * Reads the typed client's error itself: this runs in the entry chunk, which every first visit downloads.
 */
export function sessionAwareCaches(client: () => QueryClient) {
  const onError = (error: unknown) => {
    if (isClientRefusal(error) && error.status === 403)
      void client().invalidateQueries({ queryKey: PERMISSION_PROFILE_KEY });
  };
  return { queryCache: createQueryCache(onError), mutationCache: new MutationCache({ onError }) };
}

/**
 * Reads the session again whenever any call is answered 401, whichever transport sent it (the typed client, an
 * upload, a download), so a browser whose session ended (expired, or ended by an administrator: decision 0015)
 * leaves the protected screens at once instead of showing errors. Returns the way to stop.
 */
export function readSessionWhenRefused(client: QueryClient): () => void {
  return whenSignInRequired(
    () => void client.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  );
}
