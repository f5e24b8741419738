import { asc, sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { reportSchedules } from "#server/db/schema/index";
import type { ReportScheduleItem } from "#shared/contracts/report-schedules";
import { openableReports } from "./openable-reports";
import { selectSchedules, toScheduleItems } from "./schedule-rows";

/** The schedules of the reports the caller opens, the soonest delivery first (Scheduled Reports). */
export async function listReportSchedules(db: Db, caller: Caller): Promise<{ items: ReportScheduleItem[] }> {
  const rows = await selectSchedules(db)
    .where(openableReports(caller))
    .orderBy(sql`${reportSchedules.nextRunAt} asc nulls last`, asc(reportSchedules.reportId));
  return { items: await toScheduleItems(db, caller, rows) };
}
