import type { z } from "zod";
import type { replyToTicketInput } from "#shared/contracts/tickets";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

/** A public reply or an internal note, optionally moving the ticket's status, with its attachments. */
export const replyToTicket = (input: z.input<typeof replyToTicketInput>) => client.tickets.reply(input);

/** The reply box's call: the ticket's thread and SLA, and the lists showing its status, are refetched. */
export function useReplyToTicket() {
  return useInvalidatingMutation(replyToTicket, () => [orpc.tickets.key()]);
}
