import { useQuery } from "@tanstack/react-query";
import { rpcClient } from "#web/lib/transport/rpc-client";

/**
 * The typed client's own key for me.session (orpc.me.session.queryKey(), which get-session.test.ts holds it
 * to): this module is in the entry, which loads the client only when the session is read (decision 0036).
 */
export const SESSION_QUERY_KEY = [["me", "session"], { type: "query" }] as const;

/** The signed-in user, or null; it changes only by signing in or out, which refetch it. */
export const sessionQueryOptions = () => ({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await rpcClient()).me.session(undefined, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSession() {
  return useQuery(sessionQueryOptions());
}
