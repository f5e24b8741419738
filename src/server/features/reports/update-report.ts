import { isDeepStrictEqual } from "node:util";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { savedReports } from "#server/db/schema/index";
import { type AuditEntry, recordAudit } from "#server/platform/audit";
import type { FieldChanges } from "#shared/audit-details";
import type { ReportItem, updateReportInput } from "#shared/contracts/reports";
import { lockEditableReport } from "./editable-report";
import { readerOf, requireDatasetRows } from "./report-access";
import { reportItemOf } from "./report-rows";
import { requireSharingRight } from "./report-sharing";

/** A definition as its JSON says it, without the keys an optional part leaves undefined. */
const asStored = (definition: unknown): unknown => JSON.parse(JSON.stringify(definition));

/**
 * Changes a report's name, description, definition or visibility. The definition's change is audited as a whole
 * (its dataset named), sharing and unsharing as their own entries.
 */
export async function updateReport(
  db: Db,
  caller: Caller,
  input: z.output<typeof updateReportInput>,
): Promise<ReportItem> {
  requireDatasetRows(readerOf(caller), input.definition);
  return db.transaction(async (tx) => {
    const before = await lockEditableReport(tx, caller, input.id);
    requireSharingRight(caller, before.visibility, input.visibility);
    const description = input.description ?? null;
    const changes: FieldChanges = {};
    if (before.name !== input.name) changes.name = { from: before.name, to: input.name };
    if (before.description !== description)
      changes.description = { from: before.description, to: description };
    // Compared as data: jsonb keeps an object's keys in its own order.
    if (!isDeepStrictEqual(asStored(before.definition), asStored(input.definition))) {
      changes.definition = { from: before.definition.dataset, to: input.definition.dataset };
    }
    const shared = before.visibility !== input.visibility;
    if (Object.keys(changes).length === 0 && !shared) return reportItemOf(tx, caller, input.id);

    await tx
      .update(savedReports)
      .set({ name: input.name, description, definition: input.definition, visibility: input.visibility })
      .where(eq(savedReports.id, input.id));
    const subject = { type: "report" as const, id: input.id, label: input.name };
    const entries: AuditEntry[] = [];
    const base = { partnerId: null, actorUserId: caller.user.id, subject };
    const report = { report_id: input.id, name: input.name };
    if (Object.keys(changes).length > 0) {
      entries.push({ ...base, action: "report_updated", details: { ...report, changes } });
    }
    if (shared) {
      entries.push({
        ...base,
        action: input.visibility === "shared" ? "report_shared" : "report_unshared",
        details: report,
      });
    }
    await recordAudit(tx, ...entries);
    return reportItemOf(tx, caller, input.id);
  });
}
