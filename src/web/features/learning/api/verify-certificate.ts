import { skipToken, useQuery } from "@tanstack/react-query";
import { verificationCodeSchema } from "#shared/contracts/learning";
import { orpc } from "#web/lib/rpc";
import { rpcFailureOf } from "#web/lib/rpc-error";

/**
 * The code as the server reads it (trimmed, upper case), or null when it cannot be a verification code at all:
 * such a code is answered as not found without asking (docs/product/learning.md#verification).
 */
export function verificationCodeOf(raw: string): string | null {
  const parsed = verificationCodeSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

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
