import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { supportTickets, ticketAttachments } from "#server/db/schema/index";
import type { Logger } from "#server/platform/logger";
import { ownRows, type PartnerScope } from "#server/platform/partner-scope";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { TICKET_NOT_FOUND } from "#shared/contracts/tickets";
import { partnerVisibleEvent } from "./partner-ticket";
import { readAttachmentFile } from "./ticket-attachments";

/**
 * A file of one of the partner's own tickets, attached to its opening or a public reply. A file of an internal
 * note, of another partner's ticket or of none is answered like a missing ticket (404), so nothing tells a
 * partner that it exists.
 */
export function partnerAttachment(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  scope: PartnerScope,
  input: { ticketId: string; attachmentId: string },
): Promise<File> {
  return readAttachmentFile(
    deps,
    ownRows(
      scope,
      supportTickets,
      eq(ticketAttachments.id, input.attachmentId),
      eq(ticketAttachments.ticketId, input.ticketId),
      partnerVisibleEvent(),
    ),
    {
      notFound: TICKET_NOT_FOUND,
      missing: "The file is missing. Please ask our support team to send it again.",
    },
  );
}
