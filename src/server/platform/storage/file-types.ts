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
 * files (cfb). Plain text and CSV have no signature: see TEXT_FILE_TYPES.
 */
const KNOWN_FILE_TYPES = {
  pdf: { extension: "pdf", aliases: [], mime: "application/pdf", label: "PDF document" },
  txt: { extension: "txt", aliases: [], mime: "text/plain; charset=utf-8", label: "text file" },
  csv: { extension: "csv", aliases: [], mime: "text/csv; charset=utf-8", label: "CSV file" },
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
  gif: { extension: "gif", aliases: [], mime: "image/gif", label: "GIF image" },
  webp: { extension: "webp", aliases: [], mime: "image/webp", label: "WebP image" },
  xlsx: {
    extension: "xlsx",
    aliases: [],
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    label: "Excel workbook",
  },
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
 * Types no signature tells: a file is one of them when its name says so and its content is UTF-8 text without
 * NUL bytes.
 */
const TEXT_FILE_TYPES: readonly FileTypeName[] = ["txt", "csv"];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
}

function decodes(decoder: TextDecoder, bytes?: Uint8Array): boolean {
  try {
    // Without bytes: the end of the input, where a sequence cut short is an error too.
    decoder.decode(bytes, { stream: bytes !== undefined });
    return true;
  } catch {
    return false;
  }
}

/** Whether the whole file is UTF-8 without NUL bytes, read a chunk at a time and no further than the first fault. */
async function isUtf8Text(file: Blob): Promise<boolean> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const reader = file.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return decodes(decoder);
      if (value.includes(0) || !decodes(decoder, value)) return false;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * The file's type judged by its bytes, never by its name alone; undefined when it is none of the accepted ones.
 * Reads only as much of the file as the signature needs, so a file spooled to disk stays there. A name ending in
 * an accepted text type's extension (txt, csv) makes it that type when its content is text, which is streamed
 * through to its end or first fault; text is tried first, as a CSV may begin with what a signature looks for
 * ("GIF...").
 */
export async function detectFileType(
  file: Blob,
  accepted: readonly FileTypeName[],
): Promise<KnownFileType | undefined> {
  const named = file instanceof File ? (extensionOf(file.name) as FileTypeName) : undefined;
  if (named && TEXT_FILE_TYPES.includes(named) && accepted.includes(named) && (await isUtf8Text(file))) {
    return KNOWN_FILE_TYPES[named];
  }
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
