import type { Bucket, FileStorage } from "#server/platform/storage/file-storage";
import { DEMO_DOCUMENT_FILES } from "../demo/application-documents";
import { DEMO_RESOURCE_FILES } from "../demo/resources";

/**
 * Writes the files the demo rows point at (the applications' documents and the resources) where they are
 * missing; running it again writes nothing. Without them an administrator's first download in a fresh install
 * would answer 404.
 */
export async function writeDemoFiles(storage: FileStorage): Promise<number> {
  const files: { bucket: Bucket; key: string; bytes: () => Uint8Array }[] = [
    ...Object.values(DEMO_DOCUMENT_FILES).map((file) => ({
      bucket: "application-documents" as const,
      key: file.path,
      bytes: () => file.bytes,
    })),
    ...Object.values(DEMO_RESOURCE_FILES).map((file) => ({
      bucket: "resources" as const,
      key: file.key,
      bytes: file.build,
    })),
  ];
  let written = 0;
  for (const file of files) {
    if (await storage.get(file.bucket, file.key)) continue;
    try {
      await storage.put(file.bucket, file.key, file.bytes());
      written += 1;
    } catch (error) {
      // Another process wrote it a moment ago.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return written;
}
