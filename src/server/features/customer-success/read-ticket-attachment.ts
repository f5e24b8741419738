import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { ticketAttachments } from "#server/db/schema/index";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { readAttachmentFile } from "./ticket-attachments";

export const ATTACHMENT_NOT_FOUND = "Attachment not found.";

/**
 * One attachment of a ticket as a file to download, for staff, who reach every attachment (internal notes'
 * too), under the name it was sent with and the type its content was checked to be.
 */
export function readTicketAttachment(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  input: { ticketId: string; attachmentId: string },
): Promise<File> {
  return readAttachmentFile(
    deps,
    and(eq(ticketAttachments.id, input.attachmentId), eq(ticketAttachments.ticketId, input.ticketId)),
    {
      notFound: ATTACHMENT_NOT_FOUND,
      missing: "The attachment's file is missing. Please ask its sender to attach it again.",
    },
  );
}
