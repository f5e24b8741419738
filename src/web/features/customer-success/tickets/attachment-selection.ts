import { MAX_TICKET_ATTACHMENT_BYTES, MAX_TICKET_ATTACHMENTS } from "#shared/contracts/tickets";

export interface SelectedAttachment {
  /** Tells apart two files of the same name. */
  key: number;
  file: File;
}

/**
 * The kinds of file a ticket takes (the server judges them by content, text and CSV by a UTF-8 check): images,
 * PDFs, text and CSV files, Word and Excel documents.
 */
const EXTENSIONS = ["png", "jpg", "jpeg", "gif", "webp", "pdf", "txt", "csv", "docx", "xlsx"] as const;

export const ATTACHMENT_ACCEPT = EXTENSIONS.map((extension) => `.${extension}`).join(",");

let nextKey = 0;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * Adds picked files to a ticket's attachments, refusing each one of another type, over 10 MB or beyond the
 * fifth. The server checks again, by the files' content; this only spares the sender a refused upload.
 */
export function addAttachments(
  current: readonly SelectedAttachment[],
  picked: readonly File[],
): { attachments: SelectedAttachment[]; refusals: string[] } {
  const attachments = [...current];
  const refusals: string[] = [];
  for (const file of picked) {
    if (!(EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      refusals.push(
        `"${file.name}" is not an image (PNG, JPEG, GIF, WebP), a PDF, a text (txt) or CSV file, or a Word (docx) or Excel (xlsx) file.`,
      );
    } else if (file.size > MAX_TICKET_ATTACHMENT_BYTES) {
      refusals.push(`"${file.name}" is larger than 10 MB. Please attach a smaller file.`);
    } else if (attachments.length >= MAX_TICKET_ATTACHMENTS) {
      refusals.push(`"${file.name}" was not added: attach at most ${MAX_TICKET_ATTACHMENTS} files.`);
    } else {
      nextKey += 1;
      attachments.push({ key: nextKey, file });
    }
  }
  return { attachments, refusals };
}
