import type { z } from "zod";
import type { bulkAssignTicketsInput } from "#shared/contracts/tickets";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const bulkAssignTickets = (input: z.input<typeof bulkAssignTicketsInput>) =>
  client.tickets.bulkAssign(input);

/** Gives the chosen tickets one assignee (or none); every tickets query is refetched. */
export function useBulkAssignTickets({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof bulkAssignTickets>;
} = {}) {
  return useInvalidatingMutation(bulkAssignTickets, () => [orpc.tickets.key()], mutationConfig);
}
