import { fileTypeFromBuffer } from "file-type";

export interface DetectedType {
  extension: string;
  mime: string;
}

/** Real types we accept for application documents, by content; legacy Word files are OLE compound files. */
const APPLICATION_DOCUMENT_TYPES: Record<string, DetectedType> = {
  pdf: { extension: "pdf", mime: "application/pdf" },
  cfb: { extension: "doc", mime: "application/msword" },
  docx: {
    extension: "docx",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  jpg: { extension: "jpg", mime: "image/jpeg" },
  png: { extension: "png", mime: "image/png" },
};

/** The document's type judged by its bytes, never by its name; undefined when it is not an accepted type. */
export async function detectApplicationDocumentType(bytes: Uint8Array): Promise<DetectedType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? APPLICATION_DOCUMENT_TYPES[detected.ext] : undefined;
}
