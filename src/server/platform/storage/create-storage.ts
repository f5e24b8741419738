import type { Config } from "#server/config";
import { createDiskStorage, type FileStorage } from "./file-storage";

/** S3-compatible storage when configured, else the local disk under filesDir. */
export async function createStorage(config: Pick<Config, "s3" | "filesDir">): Promise<FileStorage> {
  if (!config.s3) return createDiskStorage(config.filesDir);
  // The AWS SDK takes ~0.3 s to load: a disk-only start does not pay for it.
  const { createS3Storage } = await import("./s3-storage");
  return createS3Storage(config.s3);
}
