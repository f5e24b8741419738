import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from "#shared/application-documents";

export interface SelectedDocument {
  /** Tells apart two files of the same name. */
  key: number;
  file: File;
}

export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(",");

let nextKey = 0;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * Adds picked files to the list, refusing each one that is of another type, over 10 MB or beyond the tenth.
 * The server checks again, by the files' content; this only spares the applicant a refused upload.
 */
export function addDocuments(
  current: readonly SelectedDocument[],
  picked: readonly File[],
): { documents: SelectedDocument[]; refusals: string[] } {
  const documents = [...current];
  const refusals: string[] = [];
  for (const file of picked) {
    if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      refusals.push(`"${file.name}" is not a PDF, Word document (doc, docx) or JPEG/PNG image.`);
    } else if (file.size > MAX_DOCUMENT_BYTES) {
      refusals.push(`"${file.name}" is larger than 10 MB. Please attach a smaller file.`);
    } else if (documents.length >= MAX_DOCUMENTS) {
      refusals.push(`"${file.name}" was not added: please attach at most ${MAX_DOCUMENTS} documents.`);
    } else {
      nextKey += 1;
      documents.push({ key: nextKey, file });
    }
  }
  return { documents, refusals };
}
