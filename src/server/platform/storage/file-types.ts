export interface KnownFileType {
  /** The extension a file of this type is saved and downloaded with. */
  extension: string;
  /** Other extensions the same type goes by, which a name may keep. */
  aliases: readonly string[];
  mime: string;
  /** What a person calls it, e.g. "PDF document". */
  label: string;
}

/**
 * The real types any feature accepts, by the name file-type detects them as; legacy Word files are OLE compound
 * files (cfb).
 */
const KNOWN_FILE_TYPES = {
  pdf: { extension: "pdf", aliases: [], mime: "application/pdf", label: "PDF document" },
  // A legacy Office file: Word unless its name says PowerPoint (both are OLE compound files).
  cfb: {
    extension: "doc",
    aliases: ["ppt"],
    mime: "application/msword",
    label: "legacy Word or PowerPoint file",
  },
  docx: {
    extension: "docx",
    aliases: [],
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    label: "Word document",
  },
  jpg: { extension: "jpg", aliases: ["jpeg"], mime: "image/jpeg", label: "JPEG image" },
  png: { extension: "png", aliases: [], mime: "image/png", label: "PNG image" },
  pptx: {
    extension: "pptx",
    aliases: [],
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    label: "PowerPoint presentation",
  },
  mp4: { extension: "mp4", aliases: ["m4v"], mime: "video/mp4", label: "MP4 video" },
  mov: { extension: "mov", aliases: ["qt"], mime: "video/quicktime", label: "QuickTime video" },
  avi: { extension: "avi", aliases: [], mime: "video/x-msvideo", label: "AVI video" },
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
  // Loaded with the first upload, not at every start (file-type and its readers are some 30 modules).
  const { fileTypeFromBlob } = await import("file-type");
  const detected = await fileTypeFromBlob(file);
  const name = detected?.ext as FileTypeName | undefined;
  return name && accepted.includes(name) ? KNOWN_FILE_TYPES[name] : undefined;
}

/** The known type with this media type, for files stored before names followed their content. */
export function fileTypeOfMime(mime: string): KnownFileType | undefined {
  return Object.values(KNOWN_FILE_TYPES).find((type) => type.mime === mime);
}
