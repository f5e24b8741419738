import type { Db } from "#server/db/client";
import { partnerResources } from "#server/db/schema/index";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { SAMPLE_PDF } from "../support/files/sample-files";
import { nextSequence } from "./sequence";

export type ResourceOverrides = Partial<typeof partnerResources.$inferInsert> & {
  /** The file's bytes, written to storage when `storage` is given (a PDF by default). */
  bytes?: Uint8Array;
  storage?: FileStorage;
};
export type TestResource = typeof partnerResources.$inferSelect;

/** A public PDF resource, its file written to the resources bucket when a storage is given. */
export async function createResource(db: Db, overrides: ResourceOverrides = {}): Promise<TestResource> {
  const n = nextSequence();
  const { bytes = SAMPLE_PDF, storage, ...columns } = overrides;
  const fileKey = columns.fileKey ?? `resources/test-${n}/${Date.now()}-guide-${n}.pdf`;
  await storage?.put("resources", fileKey, bytes);
  const [row] = await db
    .insert(partnerResources)
    .values({
      title: `Sales Guide ${n}`,
      description: `What to say in a first meeting, part ${n}.`,
      contentType: "pdf",
      fileType: "application/pdf",
      fileName: `guide-${n}.pdf`,
      fileSize: bytes.length,
      ...columns,
      fileKey,
    })
    .returning();
  if (!row) throw new Error("resource not inserted");
  return row;
}
