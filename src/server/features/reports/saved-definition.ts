import { AppError } from "#server/platform/app-error";
import { type ReportDefinition, reportDefinition } from "#shared/contracts/reports";
import type { SavedReportRow } from "./report-access";

/**
 * A saved report's definition checked again against today's allow-list: one saved before a column was renamed
 * or removed is refused with what to change, never compiled.
 */
export function savedDefinition(report: SavedReportRow): ReportDefinition {
  const parsed = reportDefinition.safeParse(report.definition);
  if (parsed.success) return parsed.data;
  const problem = parsed.error.issues[0]?.message ?? "It names something its dataset no longer has.";
  throw new AppError(
    "bad_request",
    `"${report.name}" no longer fits its dataset: ${problem} Please edit it.`,
    {
      reason: "stale_definition",
    },
  );
}
