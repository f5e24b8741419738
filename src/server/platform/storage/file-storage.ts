import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Private file areas; nothing in them is served directly, only through authorised endpoints. */
export type Bucket = "application-documents" | "partner-documents" | "resources";

export interface FileStorage {
  put(bucket: Bucket, key: string, data: Uint8Array): Promise<void>;
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
      // "wx": never overwrite; keys carry a timestamp and a random part, a clash is a bug.
      await writeFile(file, data, { flag: "wx" });
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
