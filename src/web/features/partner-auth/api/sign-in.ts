import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { partnerSignInInput } from "#shared/contracts/auth";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { rpcClient } from "#web/lib/transport/rpc-client";

export const signInPartner = async (input: z.input<typeof partnerSignInInput>) =>
  (await rpcClient()).partnerAuth.signIn(input);

/** Signs a partner in with e-mail and password; the answer sets the session cookie. */
export function usePartnerSignIn({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof signInPartner>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: signInPartner });
}
