import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import type { DemoRecords } from "../demo-data";
import { partnerResources } from "../schema";
import { insertMissing } from "./stored-rows";

/** The demo resource library; returns the rows inserted. */
export async function seedResources(tx: Db, records: DemoRecords) {
  const resourceCount = await insertMissing(tx, partnerResources, records.resources);
  // Demo rows stored before resources recorded their size (migration 0006 left it 0) get it now.
  for (const resource of records.resources) {
    await tx
      .update(partnerResources)
      .set({ fileSize: resource.fileSize })
      .where(and(eq(partnerResources.id, resource.id), eq(partnerResources.fileSize, 0)));
  }
  return { partner_resources: resourceCount };
}
