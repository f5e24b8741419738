import { skipToken, useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";

/**
 * A certificate by its public code, without signing in. An unknown code (404) or an address over its limit
 * (429) answers the same a moment later, so only a lost connection or a server failure is tried again.
 */
export const verifyCertificateQueryOptions = (code: string | null) =>
  orpc.learning.verifyCertificate.queryOptions({
    input: code === null ? skipToken : { code },
    retry: (failures, error) => {
      const status = rpcFailureOf(error)?.status ?? 0;
      return failures < 1 && (status === 0 || status >= 500);
    },
  });

export function useVerifyCertificate(code: string | null) {
  return useQuery(verifyCertificateQueryOptions(code));
}
