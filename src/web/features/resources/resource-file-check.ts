import {
  isResourceFileName,
  MAX_RESOURCE_BYTES,
  MAX_VIDEO_RESOURCE_BYTES,
  maxResourceBytes,
  RESOURCE_EXTENSIONS,
} from "#shared/contracts/resources";
import { formatSizeLimit } from "#shared/format";

/** What the file picker offers: .pdf,.ppt,.pptx,.doc,.docx,.mp4,.mov,.avi. */
export const RESOURCE_ACCEPT = RESOURCE_EXTENSIONS.map((extension) => `.${extension}`).join(",");

/** The picker's hint: which files, and how large. */
export const RESOURCE_FILE_HINT = `PDF, PowerPoint (ppt, pptx) or Word (doc, docx) up to ${formatSizeLimit(MAX_RESOURCE_BYTES)}; video (mp4, mov, avi) up to ${formatSizeLimit(MAX_VIDEO_RESOURCE_BYTES)}.`;

/**
 * Why a picked file cannot be sent (another type, empty, or over its limit: 500 MB for videos, 50 MB for
 * anything else), or undefined when it can. The server checks again, by the file's content; this only spares
 * the sender a refused upload.
 */
export function resourceFileRefusal(file: File): string | undefined {
  if (!isResourceFileName(file.name)) {
    return `"${file.name}" is not a PDF, PowerPoint (ppt, pptx), Word (doc, docx) or video (mp4, mov, avi) file.`;
  }
  if (file.size === 0) return `"${file.name}" is empty. Please choose another file.`;
  const limit = maxResourceBytes(file.name);
  if (file.size > limit) {
    return `"${file.name}" is larger than ${formatSizeLimit(limit)}. Please choose a smaller file.`;
  }
  return undefined;
}
