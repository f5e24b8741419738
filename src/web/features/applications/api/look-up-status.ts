import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { statusLookupInput } from "#shared/contracts/applications";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { rpcClient } from "#web/lib/transport/rpc-client";

export const lookUpStatus = async (input: z.input<typeof statusLookupInput>) =>
  (await rpcClient()).applications.status(input);

/** Looks an application up by the e-mail address it was filed with. */
export function useLookUpStatus({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof lookUpStatus>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: lookUpStatus });
}
