import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { supportTickets, ticketAttachments, ticketEvents } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { TICKET_ATTACHMENTS_BUCKET } from "./ticket-attachments";

export const ATTACHMENT_NOT_FOUND = "Attachment not found.";

/**
 * One attachment of a ticket as a file to download, under the name it was sent with and the type its content
 * was checked to be. Staff reach every attachment; a partner (scope.partnerId) only those of its own tickets'
 * public events (`publicOnly`), any other answering 404 as a missing one.
 */
export async function readTicketAttachment(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  scope: { partnerId: string | null; publicOnly: boolean },
  input: { ticketId: string; attachmentId: string },
): Promise<File> {
  const conditions: (SQL | undefined)[] = [
    eq(ticketAttachments.id, input.attachmentId),
    eq(ticketAttachments.ticketId, input.ticketId),
    scope.partnerId === null ? undefined : eq(supportTickets.partnerId, scope.partnerId),
    scope.publicOnly ? eq(ticketEvents.public, true) : undefined,
  ];
  const [attachment] = await deps.db
    .select({
      storageKey: ticketAttachments.storageKey,
      fileName: ticketAttachments.fileName,
      contentType: ticketAttachments.contentType,
    })
    .from(ticketAttachments)
    .innerJoin(supportTickets, eq(supportTickets.id, ticketAttachments.ticketId))
    .innerJoin(ticketEvents, eq(ticketEvents.id, ticketAttachments.eventId))
    .where(and(...conditions))
    .limit(1);
  if (!attachment) throw new AppError("not_found", ATTACHMENT_NOT_FOUND);
  const bytes = await deps.storage.get(TICKET_ATTACHMENTS_BUCKET, attachment.storageKey);
  if (!bytes) {
    deps.logger.error({ ...input, key: attachment.storageKey }, "ticket attachment missing from storage");
    throw new AppError(
      "not_found",
      "The attachment's file is missing. Please ask its sender to attach it again.",
    );
  }
  // Stored only after its content was checked, so the stored type is its real one.
  return new File([bytes], attachment.fileName, { type: attachment.contentType });
}
