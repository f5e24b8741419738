import { downloadName } from "./storage/file-names";

/**
 * A Content-Disposition header: `inline` for files the browser shows itself, `attachment` otherwise, with the
 * name as plain ASCII (older clients) and in full as UTF-8 (RFC 6266, RFC 8187).
 */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const name = downloadName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/[%;]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Set by a procedure whose file may open in the browser's own viewer (a PDF or a video checked by content at
 * upload); every other file the API returns is made a sandboxed attachment (app.ts). Not sent to the client.
 */
export const INLINE_VIEWING_HEADER = "x-portal-inline-viewing";

const BROWSER_VIEWER_TYPES = new Set(["application/pdf", "video/mp4", "video/quicktime"]);

/** Whether a media type (a Content-Type, parameters allowed) is one the browser shows in its own viewer. */
export const opensInBrowserViewer = (contentType: string | null) =>
  BROWSER_VIEWER_TYPES.has((contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "");
