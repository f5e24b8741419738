import type { z } from "zod";
import type { createTicketInput } from "#shared/contracts/tickets";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

/**
 * Opens a ticket with its attachments through the typed client, which sends the files as a multipart body with
 * the other values keeping their types.
 */
export const createTicket = (input: z.input<typeof createTicketInput>) => client.tickets.create(input);

/** The New Ticket form's call: the lists, and the customer's page and health that count open tickets, are refetched. */
export function useCreateTicket() {
  return useInvalidatingMutation(createTicket, () => [orpc.tickets.key()]);
}
