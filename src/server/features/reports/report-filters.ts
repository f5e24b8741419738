import { type SQL, sql } from "drizzle-orm";
import { containing } from "#server/db/like-pattern";
import type { ReportFilter } from "#shared/contracts/reports";
import { type ReportColumn, type ReportDatasetKey, reportColumn } from "#shared/report-datasets";
import type { ReportColumnSource, ReportSource } from "./report-sources";

// A report's filters as SQL conditions over its source (the dataset's rows or kept totals): every value a person
// typed is a bound parameter, and a date is compared by its whole UTC day.

/** A column of the dataset and where the source reads it. */
export function columnOf(
  dataset: ReportDatasetKey,
  from: ReportSource,
  key: string,
): { column: ReportColumn; source: ReportColumnSource } {
  const column = reportColumn(dataset, key);
  const source = from.columns[key];
  // A parsed definition names only allow-listed columns, and each has a source (compile-report.test.ts checks);
  // kept totals are read only for definitions whose columns they hold (keptTotalsFor).
  if (!column || !source) throw new Error(`${dataset} has no column ${key}`);
  return { column, source };
}

/** A date column's day in UTC, as a date. */
export const dayOf = (source: ReportColumnSource) =>
  source.moment ? sql`(${source.value} at time zone 'UTC')::date` : source.value;

/** The first moment (UTC) of a typed day: comparing a stored moment with it keeps an index on the column usable. */
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;
const startOfNext = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;

export function filterCondition(dataset: ReportDatasetKey, from: ReportSource, filter: ReportFilter): SQL {
  const { column, source } = columnOf(dataset, from, filter.column);
  const value = source.value;
  const [first = ""] = filter.values;
  switch (filter.operator) {
    case "is_empty":
      return column.kind === "text" ? sql`coalesce(${value}, '') = ''` : sql`${value} is null`;
    case "is_not_empty":
      return column.kind === "text" ? sql`coalesce(${value}, '') <> ''` : sql`${value} is not null`;
    case "contains":
      return sql`${value} ilike ${containing(first)}`;
    case "is_any_of":
      return sql`${value} in (${sql.join(
        filter.values.map((choice) => sql`${choice}`),
        sql`, `,
      )})`;
    case "is_none_of":
      return sql`${value} not in (${sql.join(
        filter.values.map((choice) => sql`${choice}`),
        sql`, `,
      )})`;
    case "on":
      return source.moment
        ? sql`(${value} >= ${startOf(first)} and ${value} < ${startOfNext(first)})`
        : sql`${value} = ${first}::date`;
    case "on_or_after":
      return source.moment ? sql`${value} >= ${startOf(first)}` : sql`${value} >= ${first}::date`;
    case "on_or_before":
      return source.moment ? sql`${value} < ${startOfNext(first)}` : sql`${value} <= ${first}::date`;
  }
  // Text compares as text; numbers and amounts as numbers.
  const typed = column.kind === "text" ? sql`${first}` : sql`${first}::numeric`;
  switch (filter.operator) {
    case "equals":
      return sql`${value} = ${typed}`;
    // "Is not" keeps the rows where the column is empty: they are not that value either.
    case "not_equals":
      return sql`${value} is distinct from ${typed}`;
    case "greater_than":
      return sql`${value} > ${typed}`;
    case "at_least":
      return sql`${value} >= ${typed}`;
    case "less_than":
      return sql`${value} < ${typed}`;
    case "at_most":
      return sql`${value} <= ${typed}`;
  }
}
