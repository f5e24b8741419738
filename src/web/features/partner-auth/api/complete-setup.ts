import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { completeSetupInput } from "#shared/contracts/auth";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { client } from "#web/lib/transport/rpc";

export const completeSetup = (input: z.input<typeof completeSetupInput>) =>
  client.partnerAuth.completeSetup(input);

/** Sets the partner's password with a setup link's token; the answer signs the partner in. */
export function useCompleteSetup({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof completeSetup>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: completeSetup });
}
