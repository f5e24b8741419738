import type { z } from "zod";
import type { setPartnerStatusInput } from "#shared/contracts/partners";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
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
