import type { z } from "zod";
import type { updateCustomerInput } from "#shared/contracts/customers";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const updateCustomer = (input: z.input<typeof updateCustomerInput>) => client.customers.update(input);

/**
 * Saves a customer's details, rating or churn: its page, the directory and the figures are refetched, as the
 * rating and the renewal date move the score.
 */
export function useUpdateCustomer() {
  return useInvalidatingMutation(updateCustomer, () => [orpc.customers.key(), orpc.customerHealth.key()]);
}
