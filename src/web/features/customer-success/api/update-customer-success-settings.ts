import type { z } from "zod";
import type { updateCustomerSuccessSettingsInput } from "#shared/contracts/customer-success-settings";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useWriteThroughMutation } from "#web/lib/queries/use-write-through-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const updateCustomerSuccessSettings = (input: z.input<typeof updateCustomerSuccessSettingsInput>) =>
  client.customerHealth.updateSettings(input);

/**
 * Saves the settings; the answer becomes what the settings page shows at once. A customer's page explains its
 * score with the weights in force at once, so customers are refetched; the scores themselves follow when the
 * day's health run is done again, and new targets or calendar reach a ticket at its next change
 * (docs/product/customer-success.md#settings).
 */
export function useUpdateCustomerSuccessSettings({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateCustomerSuccessSettings>;
} = {}) {
  return useWriteThroughMutation(
    updateCustomerSuccessSettings,
    { writes: orpc.customerHealth.settings.queryKey(), invalidates: () => [orpc.customers.key()] },
    mutationConfig,
  );
}
