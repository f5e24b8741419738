import { fileTypeFromBlob } from "file-type";

export interface DetectedType {
  /** The extension a file of this type is saved and downloaded with. */
  extension: string;
  /** Other extensions the same type goes by, which a name may keep. */
  aliases: readonly string[];
  mime: string;
}

/** Real types we accept for application documents, by content; legacy Word files are OLE compound files. */
const APPLICATION_DOCUMENT_TYPES: Record<string, DetectedType> = {
  pdf: { extension: "pdf", aliases: [], mime: "application/pdf" },
  cfb: { extension: "doc", aliases: [], mime: "application/msword" },
  docx: {
    extension: "docx",
    aliases: [],
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  jpg: { extension: "jpg", aliases: ["jpeg"], mime: "image/jpeg" },
  png: { extension: "png", aliases: [], mime: "image/png" },
};

/**
 * The document's type judged by its bytes, never by its name; undefined when it is not an accepted type. Reads
 * only as much of the file as the signature needs, so a file spooled to disk stays there.
 */
export async function detectApplicationDocumentType(file: Blob): Promise<DetectedType | undefined> {
  const detected = await fileTypeFromBlob(file);
  return detected ? APPLICATION_DOCUMENT_TYPES[detected.ext] : undefined;
}

/** The accepted type with this media type, for documents stored before names followed their content. */
export function documentTypeOfMime(mime: string): DetectedType | undefined {
  return Object.values(APPLICATION_DOCUMENT_TYPES).find((type) => type.mime === mime);
}
