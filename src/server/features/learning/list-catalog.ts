import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { Learner } from "#server/rpc/caller-access";
import type { listCatalogInput, listCatalogOutput } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function listCatalog(
  db: Db,
  learner: Learner,
  input: z.output<typeof listCatalogInput>,
): Promise<z.output<typeof listCatalogOutput>> {
  throw new Error("listCatalog is not built yet");
}
