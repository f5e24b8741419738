import type { z } from "zod";
import type { updatePartnerInput } from "#shared/contracts/partners";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
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
