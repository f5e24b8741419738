import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { ReportDefinition, ReportResult } from "#shared/contracts/reports";

export async function previewReport(
  _db: Db,
  _caller: Caller,
  _input: { definition: ReportDefinition; page: number; pageSize: number },
): Promise<ReportResult> {
  throw new Error("previewReport is being written");
}
