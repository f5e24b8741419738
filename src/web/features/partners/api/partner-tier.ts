import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { partnerTierInput, setTierOverrideInput } from "#shared/contracts/tiers";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";
import { partnerKeys } from "./partner-keys";

/** A partner's tier and rate, its progress to the next tier, and a demotion or override pending. */
export function usePartnerTier(partnerId: string) {
  return useQuery(
    orpc.programme.partnerTier.queryOptions({
      input: { partnerId },
      meta: { alsoReads: [orpc.deals.key(), orpc.learning.key()] },
    }),
  );
}

/**
 * What a tier override changes: the partner's tier and rate (its details and the lists), its progress and the
 * programme's tier counts and changes coming.
 */
const tierKeys = ({ partnerId }: { partnerId: string }) => [
  orpc.programme.partnerTier.key({ input: { partnerId } }),
  orpc.programme.tiers.key(),
  ...partnerKeys({ id: partnerId }),
];

export const setTierOverride = (input: z.input<typeof setTierOverrideInput>) =>
  client.programme.setTierOverride(input);

/** Sets a partner's tier by hand until a date; the partner is refetched either way. */
export function useSetTierOverride({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof setTierOverride>;
} = {}) {
  return useInvalidatingMutation(setTierOverride, tierKeys, mutationConfig);
}

export const clearTierOverride = (input: z.input<typeof partnerTierInput>) =>
  client.programme.clearTierOverride(input);

/** Ends a partner's override now: it takes the tier its figures earn. The partner is refetched either way. */
export function useClearTierOverride({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof clearTierOverride>;
} = {}) {
  return useInvalidatingMutation(clearTierOverride, tierKeys, mutationConfig);
}
