import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "#web/lib/transport/download-file";
import { restPath } from "#web/lib/transport/rest-paths";

interface TicketAttachmentRef {
  ticketId: string;
  attachmentId: string;
  fileName: string;
}

/** Fetches a file attached to a public reply of the partner's ticket and saves it under its own name. */
const downloadTicketAttachment = ({ ticketId, attachmentId, fileName }: TicketAttachmentRef) =>
  downloadFile(restPath("support.attachment", { ticketId, attachmentId }), {}, fileName);

export function useDownloadTicketAttachment() {
  return useMutation({ mutationFn: downloadTicketAttachment });
}
