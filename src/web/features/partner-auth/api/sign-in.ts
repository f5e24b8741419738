import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { partnerSignInInput } from "#shared/contracts/auth";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";

export const signInPartner = (input: z.input<typeof partnerSignInInput>) => client.partnerAuth.signIn(input);

/** Signs a partner in with e-mail and password; the answer sets the session cookie. */
export function usePartnerSignIn({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof signInPartner>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: signInPartner });
}
