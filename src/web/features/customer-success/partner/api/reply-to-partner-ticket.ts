import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { restPath } from "#web/lib/transport/rest-paths";
import { orpc } from "#web/lib/transport/rpc";
import { sendTicketUpload, type TicketUploadOutcome, ticketFormData } from "./ticket-upload";

interface PartnerTicketReply {
  ticketId: string;
  body: string;
  attachments: readonly File[];
  onProgress(percent: number): void;
}

/** The partner's public reply on its own ticket, with its attachments, over the REST route. */
const replyToPartnerTicket = ({
  ticketId,
  body,
  attachments,
  onProgress,
}: PartnerTicketReply): Promise<TicketUploadOutcome> =>
  sendTicketUpload(
    restPath("support.reply", { ticketId }),
    ticketFormData({ body }, attachments),
    onProgress,
  );

/** The reply box's call: the ticket (its thread and status), the list and the customers' counts refetch. */
export function useReplyToPartnerTicket() {
  return useInvalidatingMutation(replyToPartnerTicket, (_reply, outcome) =>
    outcome?.ok ? [orpc.support.key()] : [],
  );
}
