import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/rpc";

/** The signed-in user, or null; it changes only by signing in or out, which refetch it. */
export const sessionQueryOptions = () =>
  orpc.me.session.queryOptions({ staleTime: Number.POSITIVE_INFINITY });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
