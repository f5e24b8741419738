import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { ReportDefinition, ReportResult } from "#shared/contracts/reports";
import { readerOf, requireDatasetRows } from "./report-access";
import { reportPage } from "./report-page";

/** One page of the result of a definition the builder has not saved yet, over the rows the caller reads. */
export async function previewReport(
  db: Db,
  caller: Caller,
  input: { definition: ReportDefinition; page: number; pageSize: number },
): Promise<ReportResult> {
  const rows = requireDatasetRows(readerOf(caller), input.definition);
  return reportPage(db, input.definition, rows, input);
}
