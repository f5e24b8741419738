import { createWriteStream } from "node:fs";
import { mkdir, open as openFile, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";

/** Private file areas; nothing in them is served directly, only through authorised endpoints. */
export type Bucket =
  | "application-documents"
  | "partner-documents"
  | "resources"
  | "lessons"
  | "ticket-attachments"
  | "report-deliveries"
  | "signed-agreements";

export interface FileStorage {
  /** Stores bytes or streams a Blob (e.g. a spooled upload) without holding it in memory. */
  put(bucket: Bucket, key: string, data: Uint8Array | Blob): Promise<void>;
  /** undefined when there is no such file. */
  get(bucket: Bucket, key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /**
   * Streams the whole file, or the inclusive byte range [start, end] of it (the caller guarantees
   * 0 <= start <= end < totalSize); totalSize is the whole file's. undefined when there is no such file.
   */
  open(bucket: Bucket, key: string, range?: ByteRange): Promise<OpenedFile | undefined>;
  /** A missing file is fine. */
  delete(bucket: Bucket, key: string): Promise<void>;
}

/** Inclusive, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface OpenedFile {
  totalSize: number;
  body: ReadableStream<Uint8Array>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}

/** Files on the local disk under rootDir/<bucket>/<key>. */
export function createDiskStorage(rootDir: string): FileStorage {
  const locate = (bucket: Bucket, key: string) => {
    assertSafeKey(key);
    return path.join(rootDir, bucket, key);
  };
  return {
    async put(bucket, key, data) {
      const file = locate(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      const source =
        data instanceof Blob
          ? Readable.fromWeb(data.stream() as NodeWebStream<Uint8Array>)
          : Readable.from([data]);
      // "wx": never overwrite; keys carry a timestamp and a random part, a clash is a bug.
      const target = createWriteStream(file, { flags: "wx" });
      try {
        await pipeline(source, target);
      } catch (error) {
        // A half-written file is worse than none; a clash leaves the other file alone.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") await rm(file, { force: true });
        throw error;
      }
    },
    async get(bucket, key) {
      try {
        return new Uint8Array(await readFile(locate(bucket, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async open(bucket, key, range) {
      let handle: Awaited<ReturnType<typeof openFile>>;
      try {
        handle = await openFile(locate(bucket, key), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
      try {
        // Stat and read through one handle: a file deleted in between still reads whole.
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return undefined;
        }
        // The stream closes the handle when it ends, fails or is cancelled.
        const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return {
          totalSize: stats.size,
          body: Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        await handle.close().catch(() => {});
        throw error;
      }
    },
    async delete(bucket, key) {
      await rm(locate(bucket, key), { force: true });
    },
  };
}
