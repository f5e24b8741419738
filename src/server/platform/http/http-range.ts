/** An inclusive byte range of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a Range header asks of a file: the whole of it, one part, or a part it does not have (416). */
export type RangeRequest = { kind: "whole" } | { kind: "part"; range: ByteRange } | { kind: "unsatisfiable" };

const WHOLE: RangeRequest = { kind: "whole" };
const UNSATISFIABLE: RangeRequest = { kind: "unsatisfiable" };

/**
 * The one byte range a Range header asks for (bytes=a-b, bytes=a-, bytes=-n), clamped to the file. A bytes
 * range that is malformed, reversed, or starts past the end cannot be served: 416, so the client learns the
 * size instead of receiving what it did not ask for. Another unit, or several ranges at once, get the whole
 * file (RFC 9110 lets a server ignore those; browsers seeking in a video ask for one range).
 */
export function parseByteRange(header: string | null | undefined, size: number): RangeRequest {
  if (!header) return WHOLE;
  const unit = /^\s*([a-z]+)\s*(?:=(.*))?$/is.exec(header);
  if (unit?.[1]?.toLowerCase() !== "bytes") return WHOLE;
  const specs = unit[2];
  if (specs === undefined) return UNSATISFIABLE;
  if (specs.includes(",")) return WHOLE;
  // Trimmed first: whitespace quantifiers side by side around an empty number backtrack quadratically.
  const match = /^(\d*)[ \t]*-[ \t]*(\d*)$/.exec(specs.trim());
  if (!match) return UNSATISFIABLE;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return UNSATISFIABLE;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0 || size === 0 || !Number.isSafeInteger(suffix)) return UNSATISFIABLE;
    return { kind: "part", range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(from);
  const last = to === "" ? size - 1 : Number(to);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(last) || last < start || start >= size) {
    return UNSATISFIABLE;
  }
  return { kind: "part", range: { start, end: Math.min(last, size - 1) } };
}
