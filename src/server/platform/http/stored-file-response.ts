import { AppError } from "../app-error";
import type { Logger } from "../logger";
import type { Bucket, FileStorage } from "../storage/file-storage";
import { contentDisposition, INLINE_VIEWING_HEADER, opensInBrowserViewer } from "./content-disposition";
import { parseByteRange } from "./http-range";

/** A file as a procedure streams it (the output contract fileResponse): whole (200) or one byte range (206). */
export interface FileResponse {
  status: 200 | 206;
  headers: Record<string, string>;
  body: ReadableStream<Uint8Array>;
}

/** A stored file as its row describes it, and what to say and log when storage no longer has it. */
export interface StoredFile {
  bucket: Bucket;
  key: string;
  size: number;
  name: string;
  /** The media type judged by content at upload. */
  type: string | null;
  missing: { message: string; log: Record<string, unknown>; logMessage: string };
}

/**
 * A stored file streamed out, whole or the one byte range asked for (a video seeking), decision 0016: a range
 * the file does not have is refused with 416 and the file's size; a file gone from storage answers 404 with the
 * caller's message and is logged. PDFs and videos open in the browser, anything else downloads. A HEAD reads
 * nothing and gets the same headers. `onDownload` runs once per download, when the body is served from its
 * first byte (not for the further ranges of a video, nor for a HEAD).
 */
export async function storedFileResponse(
  deps: { storage: FileStorage; logger: Logger },
  file: StoredFile,
  request: { range: string | null; headOnly: boolean },
  onDownload?: () => Promise<void>,
): Promise<FileResponse> {
  const asked = parseByteRange(request.range, file.size);
  if (asked.kind === "unsatisfiable") {
    throw new AppError(
      "range_not_satisfiable",
      `The requested range is not within this file of ${file.size} bytes.`,
      { size: file.size },
    );
  }
  const range = asked.kind === "part" ? asked.range : undefined;
  const opened = await deps.storage.open(file.bucket, file.key, range);
  if (!opened) {
    deps.logger.error(file.missing.log, file.missing.logMessage);
    throw new AppError("not_found", file.missing.message);
  }

  let body = opened.body;
  if (request.headOnly) {
    // Only the headers go out: stop reading the file, and answer with an empty body of the same headers.
    await opened.body.cancel();
    body = new Blob([]).stream();
  } else if (onDownload && (range === undefined || range.start === 0)) {
    await onDownload();
  }

  const type = file.type ?? "application/octet-stream";
  const inline = opensInBrowserViewer(type);
  const headers: Record<string, string> = {
    "content-type": type,
    "content-disposition": contentDisposition(inline ? "inline" : "attachment", file.name),
    ...(inline ? { [INLINE_VIEWING_HEADER]: "1" } : {}),
    "accept-ranges": "bytes",
    "cache-control": "private, no-store",
  };
  if (!range) {
    headers["content-length"] = String(opened.totalSize);
    return { status: 200, headers, body };
  }
  headers["content-length"] = String(range.end - range.start + 1);
  headers["content-range"] = `bytes ${range.start}-${range.end}/${opened.totalSize}`;
  return { status: 206, headers, body };
}
