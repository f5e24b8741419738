import type { MutationConfig } from "#web/lib/react-query";
import { client, orpc } from "#web/lib/rpc";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";

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
