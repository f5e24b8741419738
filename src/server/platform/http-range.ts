/** An inclusive byte range of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range a Range header asks for (bytes=a-b, bytes=a-, bytes=-n), clamped to the file; undefined
 * when there is none we can serve, in which case the whole file is answered (RFC 9110 lets a server ignore
 * Range). Several ranges at once are answered whole too: browsers seeking in a video ask for one.
 */
export function parseByteRange(header: string | null | undefined, size: number): ByteRange | undefined {
  if (!header || size === 0) return undefined;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return undefined;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return undefined;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return undefined;
  return { start, end };
}
