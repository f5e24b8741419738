import type { z } from "zod";
import type { createIntegrationApiKeyInput } from "#shared/contracts/api-keys";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const createIntegrationApiKey = (input: z.input<typeof createIntegrationApiKeyInput>) =>
  client.apiKeys.createIntegration(input);

/** Creates an integration's key; the answer holds the whole key, once. The audit log records it. */
export function useCreateIntegrationApiKey({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createIntegrationApiKey>;
} = {}) {
  return useInvalidatingMutation(
    createIntegrationApiKey,
    () => [orpc.apiKeys.listIntegrations.key(), orpc.auditLog.key()],
    mutationConfig,
  );
}
