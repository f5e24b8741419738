import type { z } from "zod";
import type { updateTicketInput } from "#shared/contracts/tickets";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const updateTicket = (input: z.input<typeof updateTicketInput>) => client.tickets.update(input);

/**
 * Changes a ticket's status, priority or assignee. Every tickets query is refetched either way: a refusal
 * usually means someone else changed the ticket first, and the thread gains the change as an event.
 */
export function useUpdateTicket({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateTicket>;
} = {}) {
  return useInvalidatingMutation(updateTicket, () => [orpc.tickets.key()], mutationConfig);
}
