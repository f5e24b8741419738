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
