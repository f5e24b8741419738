import type { ResourceContentType } from "#shared/enums";
import { RESOURCE_CONTENT_TYPE_LABELS as CONTENT_TYPE_LABELS } from "#shared/labels";

/** A resource's type as its card names it. */
export { CONTENT_TYPE_LABELS };

/** The type filter's choices, plural. */
export const CONTENT_TYPE_FILTER_LABELS: Record<ResourceContentType, string> = {
  deck: "Decks",
  video: "Videos",
  pdf: "PDFs",
};

const KIB = 1024;
const MIB = 1024 * 1024;
const ONE_DECIMAL = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const WHOLE = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * A file's size as a card shows it: megabytes with one decimal from 1 MB on ('2.4 MB'), whole kilobytes below
 * ('512 KB'; a file of a few bytes shows as '1 KB').
 */
export function formatResourceSize(bytes: number): string {
  if (bytes >= MIB) return `${ONE_DECIMAL.format(bytes / MIB)} MB`;
  if (bytes <= 0) return "0 KB";
  return `${WHOLE.format(Math.max(1, Math.round(bytes / KIB)))} KB`;
}

// What the server serves inline (a browser shows it in the new tab); everything else comes as an attachment.
const SHOWN_INLINE = new Set(["application/pdf", "video/mp4", "video/quicktime"]);

/** Whether the file opens in the browser (PDFs, mp4 and mov videos) rather than being saved. */
export const opensInBrowser = (fileType: string | null): boolean =>
  fileType !== null && SHOWN_INLINE.has(fileType);
