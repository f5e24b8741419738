import { createWriteStream, openAsBlob } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { formatSizeLimit } from "#shared/format";

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** A smaller limit by the file's name; the reading stops as soon as a file passes it. */
  maxBytesFor?: (fileName: string) => number;
  fileTooLargeStatus?: 400 | 413;
  /** Text fields, e.g. oRPC's one `data` field or the REST API's one field per form value. */
  maxFields: number;
  maxFieldBytes: number;
}

/** A body refused while it was read: the status and a message a person can act on. */
export class MultipartRefusal extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
    /** Whether it concerns the files (their number or size) rather than the form as a whole. */
    readonly concernsFiles = false,
  ) {
    super(message);
    this.name = "MultipartRefusal";
  }
}

export interface SpooledForm {
  /** The fields, and the files as disk-backed File objects: reading one reads the spool file, not memory. */
  form: FormData;
  /** Removes the spool files; call once the request is answered. */
  dispose(): Promise<void>;
}

/**
 * Reads a multipart/form-data body as it arrives: each file streams to its own spool file, so memory holds
 * only a chunk at a time. The first part past a limit stops the reading and removes what was written.
 */
export async function spoolMultipart(
  request: Request,
  limits: MultipartLimits,
  spoolRoot: string,
): Promise<SpooledForm> {
  await mkdir(spoolRoot, { recursive: true });
  const dir = await mkdtemp(path.join(spoolRoot, "upload-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const form = await readParts(request, limits, dir);
    return { form, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

function readParts(request: Request, limits: MultipartLimits, dir: string): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const body = request.body;
  if (!body) return Promise.reject(new MultipartRefusal(400, "The upload is empty."));

  return new Promise<FormData>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        defParamCharset: "utf8",
        limits: {
          files: limits.maxFiles,
          // busboy reports a file that reaches fileSize as over it: a file of exactly the limit is allowed.
          fileSize: limits.maxFileBytes + 1,
          fields: limits.maxFields,
          fieldSize: limits.maxFieldBytes,
          parts: limits.maxFiles + limits.maxFields,
        },
      });
    } catch {
      reject(new MultipartRefusal(400, "The upload is not a valid multipart/form-data body."));
      return;
    }
    const source = Readable.fromWeb(body as NodeWebStream<Uint8Array>);
    const entries: { name: string; value: string | (() => Promise<File>) }[] = [];
    const writes: Promise<void>[] = [];
    const openFiles = new Set<Readable>();
    let failed = false;
    let fileCount = 0;

    const fail = (refusal: MultipartRefusal) => {
      if (failed) return;
      failed = true;
      // Stop reading: nothing more of this body reaches the disk.
      source.unpipe(parser);
      source.pause();
      parser.removeAllListeners("file");
      // A file part cut off mid-way never ends by itself: close its spool file now.
      for (const file of openFiles) file.destroy();
      reject(refusal);
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) {
        fail(new MultipartRefusal(413, `The form field "${name}" is too long.`));
        return;
      }
      entries.push({ name, value });
    });
    parser.on("file", (name, stream, info) => {
      fileCount += 1;
      const spoolPath = path.join(dir, String(fileCount));
      const fileName = info.filename ?? "document";
      openFiles.add(stream);
      stream.once("close", () => openFiles.delete(stream));
      const limit = Math.min(limits.maxBytesFor?.(fileName) ?? limits.maxFileBytes, limits.maxFileBytes);
      const tooLarge = () =>
        fail(
          new MultipartRefusal(
            limits.fileTooLargeStatus ?? 400,
            `"${fileName}" is larger than ${formatSizeLimit(limit)}. Please attach a smaller file.`,
            true,
          ),
        );
      stream.on("limit", tooLarge);
      if (limit < limits.maxFileBytes) {
        let received = 0;
        stream.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > limit) tooLarge();
        });
      }
      writes.push(
        pipeline(stream, createWriteStream(spoolPath)).catch((error: unknown) => {
          if (!failed) reject(error);
        }),
      );
      entries.push({
        name,
        value: async () => new File([await openAsBlob(spoolPath)], fileName, { type: info.mimeType }),
      });
    });
    parser.on("filesLimit", () =>
      fail(new MultipartRefusal(400, `Please attach at most ${limits.maxFiles} documents.`, true)),
    );
    parser.on("fieldsLimit", () => fail(new MultipartRefusal(413, "The form has too many fields.")));
    parser.on("partsLimit", () => fail(new MultipartRefusal(413, "The form has too many parts.")));
    parser.on("error", () =>
      fail(new MultipartRefusal(400, "The upload is not a valid multipart/form-data body.")),
    );
    source.on("error", () => fail(new MultipartRefusal(400, "The upload was interrupted.")));
    parser.on("close", async () => {
      if (failed) return;
      try {
        await Promise.all(writes);
        if (failed) return;
        const form = new FormData();
        for (const entry of entries) {
          if (typeof entry.value === "string") form.append(entry.name, entry.value);
          else form.append(entry.name, await entry.value());
        }
        resolve(form);
      } catch (error) {
        reject(error);
      }
    });
    source.pipe(parser);
  });
}
