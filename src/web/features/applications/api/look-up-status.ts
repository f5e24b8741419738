import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { statusLookupInput } from "#shared/contracts/applications";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";

export const lookUpStatus = (input: z.input<typeof statusLookupInput>) => client.applications.status(input);

/** Looks an application up by the e-mail address it was filed with. */
export function useLookUpStatus({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof lookUpStatus>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: lookUpStatus });
}
