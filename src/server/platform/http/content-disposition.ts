// Control characters, quotes, backslashes, bidirectional overrides (which can disguise an extension) and halves
// of a UTF-16 surrogate pair (which no encoding can write).
const isUnsafeInDownloadName = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    code === 0x7f ||
    char === "\\" ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    (code >= 0xd800 && code <= 0xdfff)
  );
};

const MAX_NAME_CHARACTERS = 150;

/**
 * Characters a file system refuses in a name (Windows refuses all of these, macOS's Finder the colon), which a
 * browser saving the file would turn into "_": "-" keeps a title readable, and a colon ending a word becomes a
 * spaced dash ("Selling: Discovery" is saved as "Selling - Discovery").
 */
const readableForFileSystems = (name: string) =>
  name.replace(/(?<=\S):(?=\s)/g, " -").replace(/[<>:"|?*]/g, "-");

/**
 * The name a download is offered under: the sender's name as readable as possible, without folders, without a
 * leading dot (no hidden file, no ".."), with what a file system refuses replaced by "-" and what could break the
 * header or disguise the extension by "_", at most 150 characters (the end, extension included, is kept).
 */
function downloadName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? "";
  const characters = Array.from(readableForFileSystems(base), (char) =>
    isUnsafeInDownloadName(char) ? "_" : char,
  );
  const cleaned = characters
    .slice(-MAX_NAME_CHARACTERS)
    .join("")
    .replace(/^[\s.]+|\s+$/g, "");
  return cleaned || "document";
}

// RFC 8187 attr-char leaves ' ( ) * to be percent-encoded, which encodeURIComponent keeps: a bare ' would end
// the charset and language part early.
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Content-Disposition header of every file the API sends, the one place a download's name is made safe:
 * `inline` for files the browser shows itself, `attachment` otherwise; the name (see downloadName) in full as
 * UTF-8 in filename* (RFC 6266, RFC 8187) and, for clients that read only filename, as printable ASCII with
 * anything else, "%" (some clients decode it) and ";" replaced by "_".
 */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const name = downloadName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]|[%;]/gu, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
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
