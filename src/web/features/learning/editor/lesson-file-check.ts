import {
  LESSON_FILE_EXTENSIONS,
  MAX_LESSON_PDF_BYTES,
  MAX_LESSON_VIDEO_BYTES,
} from "#shared/contracts/learning";
import { formatSizeLimit } from "#shared/format";

/** What the file picker offers: .pdf,.mp4,.mov. */
export const LESSON_FILE_ACCEPT = LESSON_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(",");

export const LESSON_FILE_HINT = `A PDF up to ${formatSizeLimit(MAX_LESSON_PDF_BYTES)} or a video (mp4, mov) up to ${formatSizeLimit(MAX_LESSON_VIDEO_BYTES)}. It replaces the lesson's file.`;

const extensionOf = (name: string) => name.slice(name.lastIndexOf(".") + 1).toLowerCase();

/**
 * Why a picked file cannot be sent (another type, empty, or over its limit), or undefined when it can. The
 * server checks again, by the file's content; this only spares the author a refused upload.
 */
export function lessonFileRefusal(file: File): string | undefined {
  const extension = extensionOf(file.name);
  if (!file.name.includes(".") || !(LESSON_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    return `"${file.name}" is not a PDF or a video (mp4, mov).`;
  }
  if (file.size === 0) return `"${file.name}" is empty. Please choose another file.`;
  const limit = extension === "pdf" ? MAX_LESSON_PDF_BYTES : MAX_LESSON_VIDEO_BYTES;
  if (file.size > limit) {
    return `"${file.name}" is larger than ${formatSizeLimit(limit)}. Please choose a smaller file.`;
  }
  return undefined;
}

const KIB = 1024;
const MIB = 1024 * KIB;

/** A stored file's size, e.g. '12.4 MB' or '830 KB'. */
export function formatLessonFileSize(bytes: number): string {
  if (bytes >= MIB) return `${(bytes / MIB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / KIB))} KB`;
}
