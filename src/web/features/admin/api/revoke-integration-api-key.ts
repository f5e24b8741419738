import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const revokeIntegrationApiKey = (input: { id: string }) => client.apiKeys.revokeIntegration(input);

/** Revokes an integration's key; the audit log records it. */
export function useRevokeIntegrationApiKey({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof revokeIntegrationApiKey>;
} = {}) {
  return useInvalidatingMutation(
    revokeIntegrationApiKey,
    () => [orpc.apiKeys.listIntegrations.key(), orpc.auditLog.key()],
    mutationConfig,
  );
}
