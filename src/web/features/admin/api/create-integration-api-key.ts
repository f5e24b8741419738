import type { z } from "zod";
import type { createIntegrationApiKeyInput } from "#shared/contracts/api-keys";
import type { MutationConfig } from "#web/lib/react-query";
import { client, orpc } from "#web/lib/rpc";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";

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
