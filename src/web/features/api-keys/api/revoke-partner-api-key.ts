import type { MutationConfig } from "#web/lib/react-query";
import { client, orpc } from "#web/lib/rpc";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";

export const revokePartnerApiKey = (input: { id: string }) => client.apiKeys.revokePartner(input);

/** Revokes one of the signed-in partner's keys. */
export function useRevokePartnerApiKey({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof revokePartnerApiKey>;
} = {}) {
  return useInvalidatingMutation(revokePartnerApiKey, () => [orpc.apiKeys.listPartner.key()], mutationConfig);
}
