import { randomUUID } from "node:crypto";
import { eq, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { supportTickets, ticketAttachments, ticketEvents } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { Logger } from "#server/platform/logger";
import type { Bucket, FileStorage } from "#server/platform/storage/file-storage";
import { checkFiles, type StoredFile, storeFiles } from "#server/platform/uploads/file-intake";
import type { UploadDeclaration } from "#server/platform/uploads/upload-declaration";
import { MAX_TICKET_ATTACHMENT_BYTES, MAX_TICKET_ATTACHMENTS } from "#shared/contracts/tickets";

/** Where ticket attachments are stored, keyed {ticketId}/{uuid}/{timestamp}-{name}. */
export const TICKET_ATTACHMENTS_BUCKET: Bucket = "ticket-attachments";

/** The files a ticket's opening or one reply may carry (the procedures' `meta.upload`). */
export const TICKET_ATTACHMENTS: UploadDeclaration = {
  filesField: "attachments",
  maxFiles: MAX_TICKET_ATTACHMENTS,
  maxFileBytes: MAX_TICKET_ATTACHMENT_BYTES,
  // Images, PDFs and Office files by their content; text and CSV by name, with content that is UTF-8 text.
  accept: ["png", "jpg", "gif", "webp", "pdf", "txt", "csv", "docx", "xlsx"],
  acceptedTypesText:
    "an image (PNG, JPEG, GIF, WebP), a PDF, a text (txt) or CSV file, or a Word (docx) or Excel (xlsx) file",
  // A support desk's busy hour of messages with files, far below what would fill the spool or the bucket.
  callerLimit: { action: "ticket-attachment", rule: { limit: 120, windowMs: 60 * 60 * 1000 } },
};

/** Attachments checked by content and stored, ready for their rows; `discard` removes them again. */
export interface StoredAttachments {
  files: StoredFile[];
  discard: () => Promise<void>;
}

/**
 * Checks the files against the declaration (size and real type, the first bad one refusing the lot) and stores
 * them under the ticket. Call it before the transaction that writes their rows, and `discard` if that fails,
 * so no orphan file stays behind.
 */
export async function storeTicketAttachments(
  storage: FileStorage,
  ticketId: string,
  files: readonly File[] | undefined,
): Promise<StoredAttachments> {
  const checked = await checkFiles([...(files ?? [])], TICKET_ATTACHMENTS);
  return storeFiles(
    storage,
    // A folder per message: two messages with same-named files in the same millisecond get different keys.
    { bucket: TICKET_ATTACHMENTS_BUCKET, prefix: `${ticketId}/${randomUUID()}`, timestamp: Date.now() },
    checked,
  );
}

/** The rows of stored attachments of one event (the ticket's opening or a reply). */
export async function insertTicketAttachments(
  tx: Pick<Db, "insert">,
  ticketId: string,
  eventId: string,
  files: readonly StoredFile[],
  now: Date,
): Promise<void> {
  if (files.length === 0) return;
  await tx.insert(ticketAttachments).values(
    files.map((file) => ({
      ticketId,
      eventId,
      storageKey: file.key,
      fileName: file.name,
      contentType: file.type,
      sizeBytes: file.size,
      createdAt: now,
    })),
  );
}

/**
 * The stored file of the one attachment `where` finds (over the attachment, its ticket and its event), under the
 * name it was sent with and the type its content was checked to be when stored. None found: `notFound` (404);
 * found but gone from storage: `missing` (404), logged as an error.
 */
export async function readAttachmentFile(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  where: SQL | undefined,
  messages: { notFound: string; missing: string },
): Promise<File> {
  const [attachment] = await deps.db
    .select({
      ticketId: ticketAttachments.ticketId,
      storageKey: ticketAttachments.storageKey,
      fileName: ticketAttachments.fileName,
      contentType: ticketAttachments.contentType,
    })
    .from(ticketAttachments)
    .innerJoin(supportTickets, eq(supportTickets.id, ticketAttachments.ticketId))
    .innerJoin(ticketEvents, eq(ticketEvents.id, ticketAttachments.eventId))
    .where(where)
    .limit(1);
  if (!attachment) throw new AppError("not_found", messages.notFound);
  const bytes = await deps.storage.get(TICKET_ATTACHMENTS_BUCKET, attachment.storageKey);
  if (!bytes) {
    deps.logger.error(
      { ticketId: attachment.ticketId, key: attachment.storageKey },
      "ticket attachment missing from storage",
    );
    throw new AppError("not_found", messages.missing);
  }
  return new File([bytes], attachment.fileName, { type: attachment.contentType });
}
