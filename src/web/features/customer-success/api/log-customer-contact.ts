import type { z } from "zod";
import type { logCustomerContactInput } from "#shared/contracts/customers";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const logCustomerContact = (input: z.input<typeof logCustomerContactInput>) =>
  client.customers.logContact(input);

/** Logs a call, meeting or e-mail: it moves Last contact and so the score, the directory and the figures. */
export function useLogCustomerContact() {
  return useInvalidatingMutation(logCustomerContact, () => [orpc.customers.key(), orpc.customerHealth.key()]);
}
