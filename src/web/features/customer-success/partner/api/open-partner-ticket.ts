import type { TicketFormValues } from "#shared/contracts/tickets";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { restPath } from "#web/lib/transport/rest-paths";
import { orpc } from "#web/lib/transport/rpc";
import { sendTicketUpload, type TicketUploadOutcome, ticketFormData } from "./ticket-upload";

interface PartnerTicketOpening {
  ticket: TicketFormValues;
  attachments: readonly File[];
  onProgress(percent: number): void;
}

/** Opens a ticket about one of the partner's customers, with its attachments, over the REST route. */
export const openPartnerTicket = ({
  ticket,
  attachments,
  onProgress,
}: PartnerTicketOpening): Promise<TicketUploadOutcome> =>
  sendTicketUpload(
    restPath("support.openTicket"),
    ticketFormData(
      {
        customerId: ticket.customerId,
        subject: ticket.subject,
        description: ticket.description,
        priority: ticket.priority,
      },
      attachments,
    ),
    onProgress,
  );

/** The New Ticket dialog's call: the partner's tickets and its customers' open counts are refetched. */
export function useOpenPartnerTicket() {
  return useInvalidatingMutation(openPartnerTicket, (_opening, outcome) =>
    outcome?.ok ? [orpc.support.key()] : [],
  );
}
