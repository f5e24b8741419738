import type { z } from "zod";
import type { createCustomerInput } from "#shared/contracts/customers";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const createCustomer = (input: z.input<typeof createCustomerInput>) => client.customers.create(input);

/** Adds a customer by hand; the directory, the KPI figures and the other tabs count it. */
export function useCreateCustomer() {
  return useInvalidatingMutation(createCustomer, () => [orpc.customers.key(), orpc.customerHealth.key()]);
}
