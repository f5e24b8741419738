import type { z } from "zod";
import type { createPartnerApiKeyInput } from "#shared/contracts/api-keys";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const createPartnerApiKey = (input: z.input<typeof createPartnerApiKeyInput>) =>
  client.apiKeys.createPartner(input);

/** Creates a key for the signed-in partner; the answer holds the whole key, once. */
export function useCreatePartnerApiKey({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createPartnerApiKey>;
} = {}) {
  return useInvalidatingMutation(createPartnerApiKey, () => [orpc.apiKeys.listPartner.key()], mutationConfig);
}
