import type { Db } from "#server/db/client";
import { selectVersions } from "./version-rows";

/** Every published version, newest first (a programme publishes a handful: no paging). */
export async function listAgreementVersions(db: Db) {
  return { versions: await selectVersions(db) };
}
