import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** Whether a setup link's token can still set a password; asked afresh on every visit, never cached. */
export const setupTokenQueryOptions = (token: string) =>
  orpc.partnerAuth.checkSetupToken.queryOptions({
    input: { token },
    enabled: token.length > 0,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

export function useSetupTokenCheck(token: string) {
  return useQuery(setupTokenQueryOptions(token));
}
