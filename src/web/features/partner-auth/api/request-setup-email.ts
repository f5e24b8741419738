import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { requestSetupEmailInput } from "#shared/contracts/auth";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { rpcClient } from "#web/lib/transport/rpc-client";

export const requestSetupEmail = async (input: z.input<typeof requestSetupEmailInput>) =>
  (await rpcClient()).partnerAuth.requestSetupEmail(input);

/** Asks for a password setup link by e-mail; the answer is the same whether or not the address is a partner's. */
export function useRequestSetupEmail({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof requestSetupEmail>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestSetupEmail });
}
