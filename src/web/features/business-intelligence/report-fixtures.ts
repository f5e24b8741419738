import type { ReportScheduleItem } from "#shared/contracts/report-schedules";
import type { ReportItem, ReportResult } from "#shared/contracts/reports";

export const REPORT_ID = "7a0c54f1-2d6b-4c1e-9f43-5b8f0d2e6a11";

/** A saved report of the deals, grouped by status and month, with its defaults overridden by `fields`. */
export function reportItem(fields: Partial<ReportItem> = {}): ReportItem {
  return {
    id: REPORT_ID,
    name: "Pipeline by month",
    description: "Deal value by status, month by month.",
    definition: {
      dataset: "deals",
      columns: [],
      filters: [{ column: "status", operator: "is_any_of", values: ["approved", "closed_won"] }],
      grouping: {
        by: [{ column: "status" }, { column: "submitted", bucket: "month" }],
        measures: [{ aggregate: "count" }, { aggregate: "sum", column: "value" }],
      },
      sort: { key: "sum_value", direction: "desc" },
    },
    visibility: "shared",
    author: { id: "user-1", name: "Adam Clarke" },
    canEdit: true,
    createdAt: new Date("2026-11-02T09:00:00Z"),
    updatedAt: new Date("2026-11-20T15:30:00Z"),
    ...fields,
  };
}

/** A page of reports as the library's list answers. */
export const reportsPage = (items: ReportItem[], total = items.length) => ({
  items,
  total,
  page: 1,
  pageSize: 12,
});

/** The result of the grouped report above: its groups and figures, a page of rows. */
export function groupedResult(fields: Partial<ReportResult> = {}): ReportResult {
  return {
    columns: [
      { key: "status", label: "Status", kind: "choice" },
      { key: "submitted", label: "Submitted (month)", kind: "date" },
      { key: "count", label: "Count", kind: "number" },
      { key: "sum_value", label: "Sum of Deal Value", kind: "money" },
    ],
    items: [
      ["closed_won", "2026-10-01", "12", "1234567.5"],
      ["approved", "2026-11-01", "3", null],
    ],
    total: 2,
    page: 1,
    pageSize: 25,
    totalCapped: false,
    ...fields,
  };
}

/** A schedule of the report above, as the Scheduled Reports tab lists it, with its defaults overridden by `fields`. */
export function scheduleItem(fields: Partial<ReportScheduleItem> = {}): ReportScheduleItem {
  return {
    reportId: REPORT_ID,
    reportName: "Pipeline by month",
    preset: "weekdays",
    rule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
    timeOfDay: "09:00",
    timeZone: "Europe/Berlin",
    people: [{ id: "user-2", name: "Ada Lovelace", email: "ada@example.com" }],
    addresses: ["finance@partner.example"],
    nextRunAt: new Date("2026-11-30T08:00:00Z"),
    lastRunAt: new Date("2026-11-27T08:00:00Z"),
    lastRows: 42,
    lastFailureAt: null,
    lastFailure: null,
    failedAttempts: 0,
    canEdit: true,
    ...fields,
  };
}
