import type { ReportDefinition, ReportResultColumn } from "#shared/contracts/reports";
import type { PartnerTier } from "#shared/enums";
import { formatAmount, formatNumber } from "#shared/format";
import { ENUM_LABELS, PARTNER_TIER_LABELS } from "#shared/labels";
import { type ReportDateBucket, reportColumn } from "#shared/report-datasets";
import { calendarDate, calendarMonth, localDate } from "#web/lib/format/local-time";

/** What an empty cell shows. */
export const EMPTY_CELL = "—";

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day the server sent: a calendar day as entered, a moment as the viewer's day. */
function dayText(value: string): string {
  return CALENDAR_DAY.test(value) ? calendarDate(value) : localDate(value);
}

/** A date bucket's first day, named for the bucket: "Nov 2026", "Q4 2026", "2026", "Week of Nov 02, 2026". */
function bucketText(value: string, bucket: ReportDateBucket): string {
  const day = value.slice(0, 10);
  const [year = "", month = "1"] = day.split("-");
  switch (bucket) {
    case "year":
      return year;
    case "quarter":
      return `Q${Math.floor((Number(month) - 1) / 3) + 1} ${year}`;
    case "month":
      return calendarMonth(day.slice(0, 7));
    case "week":
      return `Week of ${calendarDate(day)}`;
    default:
      return calendarDate(day);
  }
}

/** Whether a column's cells are figures, right-aligned so they compare down the column. */
export const isFigure = (column: ReportResultColumn) => column.kind === "money" || column.kind === "number";

/**
 * A result cell as the report shows it: amounts in dollars, figures with separators, dates in the viewer's
 * format (a grouped date as its bucket), a choice by its label, and an empty cell as a dash.
 */
export function cellText(
  definition: Pick<ReportDefinition, "dataset" | "grouping">,
  column: ReportResultColumn,
  value: string | null,
  /** What the programme calls each tier (a tier is shown by its name). */
  tierNames: Record<PartnerTier, string> = PARTNER_TIER_LABELS,
): string {
  if (value === null || value === "") return EMPTY_CELL;
  switch (column.kind) {
    case "money":
      return formatAmount(value);
    case "number": {
      const number = Number(value);
      return Number.isFinite(number) ? formatNumber(number) : value;
    }
    case "date": {
      const bucket = definition.grouping?.by.find((group) => group.column === column.key)?.bucket;
      return bucket ? bucketText(value, bucket) : dayText(value);
    }
    case "choice": {
      const list = reportColumn(definition.dataset, column.key)?.choices;
      const labels: Record<string, string> | undefined =
        list === "PARTNER_TIERS" ? tierNames : list ? ENUM_LABELS[list] : undefined;
      return labels?.[value] ?? value;
    }
    default:
      return value;
  }
}
