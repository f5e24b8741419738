import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { ReportItem } from "#shared/contracts/reports";
import { openableReport } from "./report-access";
import { reportItemOf } from "./report-rows";

/** One report the caller may open (their own or a shared one over a dataset they read). */
export async function getReport(db: Db, caller: Caller, id: string): Promise<ReportItem> {
  await openableReport(db, caller, id);
  return reportItemOf(db, caller, id);
}
