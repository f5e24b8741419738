import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { reportSchedules } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { lockEditableReport } from "./editable-report";
import { mayScheduleReport } from "./schedule-rows";

/** Stops a report's deliveries; a report without a schedule is not found. */
export async function removeReportSchedule(db: Db, caller: Caller, reportId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await lockEditableReport(tx, caller, reportId);
    if (!mayScheduleReport(caller, report)) {
      throw new AppError("forbidden", "Scheduling a report needs the schedule_reports permission.");
    }
    const removed = await tx
      .delete(reportSchedules)
      .where(eq(reportSchedules.reportId, reportId))
      .returning({ id: reportSchedules.reportId });
    if (removed.length === 0) throw new AppError("not_found", "This report has no schedule.");
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "report_unscheduled",
      subject: { type: "report", id: reportId, label: report.name },
      details: { report_id: reportId, name: report.name },
    });
  });
}
