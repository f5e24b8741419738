import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { ReportResult } from "#shared/contracts/reports";
import { openableReport, readerOf, requireDatasetRows } from "./report-access";
import { reportPage } from "./report-page";
import { savedDefinition } from "./saved-definition";

/** One page of a saved report's result, over the rows the caller reads (not its author's). */
export async function runSavedReport(
  db: Db,
  caller: Caller,
  input: { id: string; page: number; pageSize: number },
): Promise<ReportResult> {
  const definition = savedDefinition(await openableReport(db, caller, input.id));
  return reportPage(db, definition, requireDatasetRows(readerOf(caller), definition), input);
}
