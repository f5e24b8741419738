import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { savedReports } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { hasAnyPermission } from "#shared/authorization";
import type { ReportDefinition } from "#shared/contracts/reports";
import { REPORT_DATASETS, type ReportDatasetKey } from "#shared/report-datasets";

/**
 * Which of a dataset's rows a person reads in a report: all of them, only their own (a learner's own enrollments),
 * or none. The same rows the dataset's own screens show them (docs/product/business-intelligence.md#who-sees-what).
 */
export type DatasetRows = { kind: "all" } | { kind: "own"; userId: string } | { kind: "none" };

/** The people an audit or a delivery names as who a report was run for: a caller, or a report's author. */
export interface ReportReader {
  userId: string;
  profile: Caller["profile"];
  /** An integration's key is not a person: it never reads "own" rows. */
  integration?: true;
}

export function datasetRows(reader: ReportReader, dataset: ReportDatasetKey): DatasetRows {
  switch (REPORT_DATASETS[dataset].access) {
    case "staff":
      return { kind: "all" };
    case "manage_partners":
      return hasAnyPermission(reader.profile, ["manage_partners"]) ? { kind: "all" } : { kind: "none" };
    case "courses_or_own":
      if (hasAnyPermission(reader.profile, ["manage_courses"])) return { kind: "all" };
      return reader.integration ? { kind: "none" } : { kind: "own", userId: reader.userId };
  }
}

/** The datasets whose rows a person reads none of: their reports are not listed and cannot be run. */
export function unreadableDatasets(reader: ReportReader): ReportDatasetKey[] {
  return (Object.keys(REPORT_DATASETS) as ReportDatasetKey[]).filter(
    (dataset) => datasetRows(reader, dataset).kind === "none",
  );
}

const DATASET_REFUSAL = (dataset: ReportDatasetKey) =>
  REPORT_DATASETS[dataset].access === "manage_partners"
    ? `Reports over ${REPORT_DATASETS[dataset].label.toLowerCase()} need the manage_partners permission, as the partner screens do.`
    : `Reports over ${REPORT_DATASETS[dataset].label.toLowerCase()} read people's own records, and an integration has none.`;

/** Refuses a definition over a dataset the person reads none of; returns the rows they do read. */
export function requireDatasetRows(
  reader: ReportReader,
  definition: ReportDefinition,
): Exclude<DatasetRows, { kind: "none" }> {
  const rows = datasetRows(reader, definition.dataset);
  if (rows.kind === "none")
    throw new AppError("forbidden", DATASET_REFUSAL(definition.dataset), { reason: "dataset" });
  return rows;
}

export function readerOf(caller: Caller): ReportReader {
  return {
    userId: caller.user.id,
    profile: caller.profile,
    ...(caller.integration && { integration: true }),
  };
}

export type SavedReportRow = typeof savedReports.$inferSelect;

/**
 * A report the caller may open: their own, or a shared one. Anything else, another person's private report
 * included, is not found, so ids of private reports are not confirmed to exist. One over a dataset they read
 * none of is refused with the reason.
 */
export async function openableReport(db: Db, caller: Caller, id: string): Promise<SavedReportRow> {
  const [report] = await db.select().from(savedReports).where(eq(savedReports.id, id)).limit(1);
  if (!report || !isOpenTo(caller, report)) throw new AppError("not_found", "Report not found.");
  requireDatasetRows(readerOf(caller), report.definition);
  return report;
}

/** Whether a report opens for the caller at all: their own, or a shared one. */
export function isOpenTo(caller: Caller, report: Pick<SavedReportRow, "authorId" | "visibility">): boolean {
  return report.visibility === "shared" || report.authorId === caller.user.id;
}

/** Whether the caller may change or delete a report: its author, or manage_reports for a shared one. */
export function mayEditReport(
  caller: Caller,
  report: Pick<SavedReportRow, "authorId" | "visibility">,
): boolean {
  if (
    report.authorId === caller.user.id &&
    hasAnyPermission(caller.profile, ["create_reports", "manage_reports"])
  ) {
    return true;
  }
  return report.visibility === "shared" && hasAnyPermission(caller.profile, ["manage_reports"]);
}
