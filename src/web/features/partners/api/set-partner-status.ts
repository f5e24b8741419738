import type { z } from "zod";
import type { setPartnerStatusInput } from "#shared/contracts/partners";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";
import { partnerKeys } from "./partner-keys";

export const setPartnerStatus = (input: z.input<typeof setPartnerStatusInput>) =>
  client.partners.setStatus(input);

/**
 * Sets a partner's status (any of pending, active, suspended, rejected). The partner is refetched either way: a
 * refusal usually means someone else changed it first.
 */
export function useSetPartnerStatus({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof setPartnerStatus>;
} = {}) {
  return useInvalidatingMutation(setPartnerStatus, partnerKeys, mutationConfig);
}
