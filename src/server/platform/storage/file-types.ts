import { fileTypeFromBlob } from "file-type";

export interface KnownFileType {
  /** The extension a file of this type is saved and downloaded with. */
  extension: string;
  /** Other extensions the same type goes by, which a name may keep. */
  aliases: readonly string[];
  mime: string;
}

/**
 * The real types any feature accepts, by the name file-type detects them as; legacy Word files are OLE compound
 * files (cfb).
 */
const KNOWN_FILE_TYPES = {
  pdf: { extension: "pdf", aliases: [], mime: "application/pdf" },
  // A legacy Office file: Word unless its name says PowerPoint (both are OLE compound files).
  cfb: { extension: "doc", aliases: ["ppt"], mime: "application/msword" },
  docx: {
    extension: "docx",
    aliases: [],
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  jpg: { extension: "jpg", aliases: ["jpeg"], mime: "image/jpeg" },
  png: { extension: "png", aliases: [], mime: "image/png" },
  pptx: {
    extension: "pptx",
    aliases: [],
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  },
} as const satisfies Record<string, KnownFileType>;

export type FileTypeName = keyof typeof KNOWN_FILE_TYPES;

/**
 * The file's type judged by its bytes, never by its name; undefined when it is none of the accepted ones. Reads
 * only as much of the file as the signature needs, so a file spooled to disk stays there.
 */
export async function detectFileType(
  file: Blob,
  accepted: readonly FileTypeName[],
): Promise<KnownFileType | undefined> {
  const detected = await fileTypeFromBlob(file);
  const name = detected?.ext as FileTypeName | undefined;
  return name && accepted.includes(name) ? KNOWN_FILE_TYPES[name] : undefined;
}

/** The known type with this media type, for files stored before names followed their content. */
export function fileTypeOfMime(mime: string): KnownFileType | undefined {
  return Object.values(KNOWN_FILE_TYPES).find((type) => type.mime === mime);
}
