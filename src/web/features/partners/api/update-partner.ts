import type { z } from "zod";
import type { updatePartnerInput } from "#shared/contracts/partners";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";
import { partnerKeys } from "./partner-keys";

export const updatePartner = (input: z.input<typeof updatePartnerInput>) => client.partners.update(input);

/** Saves a partner's details, tier and commission rate; the partner is refetched either way. */
export function useUpdatePartner({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updatePartner>;
} = {}) {
  return useInvalidatingMutation(updatePartner, partnerKeys, mutationConfig);
}
