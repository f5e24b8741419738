import type { z } from "zod";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { savedReports } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import type { createReportInput, ReportItem } from "#shared/contracts/reports";
import { readerOf, requireDatasetRows } from "./report-access";
import { reportItemOf } from "./report-rows";
import { requireSharingRight } from "./report-sharing";

/** Saves a new report for its author; sharing it at once needs manage_reports, its dataset the author's access. */
export async function createReport(
  db: Db,
  caller: Caller,
  input: z.output<typeof createReportInput>,
): Promise<ReportItem> {
  requireDatasetRows(readerOf(caller), input.definition);
  requireSharingRight(caller, null, input.visibility);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(savedReports)
      .values({
        name: input.name,
        description: input.description ?? null,
        definition: input.definition,
        visibility: input.visibility,
        authorId: caller.user.id,
      })
      .returning({ id: savedReports.id });
    if (!created) throw new Error("insert returned no row");
    const subject = { type: "report" as const, id: created.id, label: input.name };
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "report_created",
      subject,
      details: {
        report_id: created.id,
        name: input.name,
        dataset: input.definition.dataset,
        visibility: input.visibility,
      },
    });
    return reportItemOf(tx, caller, created.id);
  });
}
