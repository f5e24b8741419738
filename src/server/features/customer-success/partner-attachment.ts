import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { supportTickets, ticketAttachments, ticketEvents } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { Logger } from "#server/platform/logger";
import { ownRowOrNotFound, ownRows, type PartnerScope } from "#server/platform/partner-scope";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { TICKET_NOT_FOUND } from "#shared/contracts/tickets";
import { partnerVisibleEvent } from "./partner-ticket";
import { TICKET_ATTACHMENTS_BUCKET } from "./ticket-attachments";

/**
 * A file of one of the partner's own tickets, attached to its opening or a public reply. A file of an internal
 * note, of another partner's ticket or of none is answered like a missing ticket (404), so nothing tells a
 * partner that it exists.
 */
export async function partnerAttachment(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  scope: PartnerScope,
  input: { ticketId: string; attachmentId: string },
): Promise<File> {
  const [found] = await deps.db
    .select({
      storageKey: ticketAttachments.storageKey,
      fileName: ticketAttachments.fileName,
      contentType: ticketAttachments.contentType,
    })
    .from(ticketAttachments)
    .innerJoin(supportTickets, eq(supportTickets.id, ticketAttachments.ticketId))
    .innerJoin(ticketEvents, eq(ticketEvents.id, ticketAttachments.eventId))
    .where(
      ownRows(
        scope,
        supportTickets,
        eq(ticketAttachments.id, input.attachmentId),
        eq(ticketAttachments.ticketId, input.ticketId),
        partnerVisibleEvent(),
      ),
    )
    .limit(1);
  const attachment = ownRowOrNotFound(found, TICKET_NOT_FOUND);
  const bytes = await deps.storage.get(TICKET_ATTACHMENTS_BUCKET, attachment.storageKey);
  if (!bytes) {
    deps.logger.error(
      { ticketId: input.ticketId, key: attachment.storageKey },
      "ticket attachment missing from storage",
    );
    throw new AppError("not_found", "The file is missing. Please ask our support team to send it again.");
  }
  // Stored only after its content was checked, under the type found then.
  return new File([bytes], attachment.fileName, { type: attachment.contentType });
}
