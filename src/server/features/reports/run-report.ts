import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { ReportResult } from "#shared/contracts/reports";

export async function runSavedReport(
  _db: Db,
  _caller: Caller,
  _input: { id: string; page: number; pageSize: number },
): Promise<ReportResult> {
  throw new Error("runSavedReport is being written");
}
