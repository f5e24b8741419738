import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { savedReports } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import { lockEditableReport } from "./editable-report";

/** Deletes a report: its author, or manage_reports for a shared one. */
export async function deleteReport(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await lockEditableReport(tx, caller, id);
    await tx.delete(savedReports).where(eq(savedReports.id, id));
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "report_deleted",
      subject: { type: "report", id, label: report.name },
      details: { report_id: id, name: report.name, dataset: report.definition.dataset },
    });
  });
}
