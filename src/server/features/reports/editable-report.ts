import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { savedReports } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { isOpenTo, mayEditReport, type SavedReportRow } from "./report-access";

/**
 * A report the caller may change, locked for the rest of the transaction so two edits apply one after the other.
 * One they cannot open is not found; one they can open but not change is refused.
 */
export async function lockEditableReport(
  tx: Pick<Db, "select">,
  caller: Caller,
  id: string,
): Promise<SavedReportRow> {
  const [report] = await tx.select().from(savedReports).where(eq(savedReports.id, id)).for("update");
  if (!report || !isOpenTo(caller, report)) throw new AppError("not_found", "Report not found.");
  if (!mayEditReport(caller, report)) {
    throw new AppError(
      "forbidden",
      "Only its author, or someone with the manage_reports permission, can change or delete a shared report.",
    );
  }
  return report;
}
