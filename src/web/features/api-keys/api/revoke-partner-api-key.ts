import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const revokePartnerApiKey = (input: { id: string }) => client.apiKeys.revokePartner(input);

/** Revokes one of the signed-in partner's keys. */
export function useRevokePartnerApiKey({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof revokePartnerApiKey>;
} = {}) {
  return useInvalidatingMutation(revokePartnerApiKey, () => [orpc.apiKeys.listPartner.key()], mutationConfig);
}
