import { createWriteStream } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";

/** Private file areas; nothing in them is served directly, only through authorised endpoints. */
export type Bucket = "application-documents" | "partner-documents" | "resources";

export interface FileStorage {
  /** Stores bytes or streams a Blob (e.g. a spooled upload) without holding it in memory. */
  put(bucket: Bucket, key: string, data: Uint8Array | Blob): Promise<void>;
  /** undefined when there is no such file. */
  get(bucket: Bucket, key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  delete(bucket: Bucket, key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

function assertSafeKey(key: string) {
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
    async delete(bucket, key) {
      await rm(locate(bucket, key), { force: true });
    },
  };
}
