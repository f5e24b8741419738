import { type SQL, sql } from "drizzle-orm";
import {
  groupKeyLabel,
  measureKey,
  measureLabel,
  type ReportDefinition,
  type ReportGroupKey,
  type ReportMeasure,
  type ReportResultColumn,
} from "#shared/contracts/reports";
import {
  type ReportColumn,
  type ReportDatasetKey,
  type ReportDateBucket,
  reportColumn,
} from "#shared/report-datasets";
import { type KeptTotals, keptTotalsFor } from "./kept-totals";
import type { DatasetRows } from "./report-access";
import { columnOf, dayOf, filterCondition } from "./report-filters";
import { fromClause, REPORT_SOURCES, type ReportSource } from "./report-sources";

// A parsed definition (already checked against the allow-list) as one SQL statement. Keys pick expressions from
// REPORT_SOURCES and the constants below; every value a person typed is a bound parameter. Each cell comes out
// as text: amounts and figures as decimal strings, dates as the UTC day (YYYY-MM-DD), choices as stored.

/** date_trunc's units, constants of this file: a bucket name is never written into a statement itself. */
const BUCKET_UNITS: Record<ReportDateBucket, SQL> = {
  day: sql.raw("'day'"),
  week: sql.raw("'week'"),
  month: sql.raw("'month'"),
  quarter: sql.raw("'quarter'"),
  year: sql.raw("'year'"),
};

export interface CompiledReport {
  columns: ReportResultColumn[];
  /** Every row of the result in its order, each cell as text under `c0`, `c1`… in the order of `columns`. */
  rows: SQL;
  /** One page of `rows`; a grouped one also gives, in `report_groups`, how many groups there are. */
  page(page: { page: number; pageSize: number }): SQL;
  /**
   * How many rows the result has: an ungrouped one counted up to `upTo + 1` (decision 0033), a grouped one
   * its groups, all of them.
   */
  count(upTo: number): SQL;
  grouped: boolean;
}

interface Part {
  column: ReportResultColumn;
  /** The cell as text. */
  cell: SQL;
  /** What it sorts by: the value itself, not its text (amounts and dates sort as such). */
  order: SQL;
}

const asText = (column: ReportColumn, value: SQL) =>
  column.kind === "date" ? sql`to_char(${value}, 'YYYY-MM-DD')` : sql`(${value})::text`;

function whereOf(
  definition: ReportDefinition,
  source: ReportSource,
  rows: Exclude<DatasetRows, { kind: "none" }>,
): SQL {
  const conditions = definition.filters.map((filter) => filterCondition(definition.dataset, source, filter));
  if (rows.kind === "own") {
    if (!source.owner) throw new Error(`${definition.dataset} has no owner to read one's own rows by`);
    conditions.push(sql`${source.owner} = ${rows.userId}`);
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

function groupPart(dataset: ReportDatasetKey, from: ReportSource, group: ReportGroupKey): Part {
  const { column, source } = columnOf(dataset, from, group.column);
  const value =
    column.kind === "date" && group.bucket
      ? sql`date_trunc(${BUCKET_UNITS[group.bucket]}, ${dayOf(source)}::timestamp)::date`
      : column.kind === "date"
        ? dayOf(source)
        : source.value;
  return {
    column: { key: group.column, label: groupKeyLabel(dataset, group), kind: column.kind },
    cell: asText(column, value),
    order: value,
  };
}

function measurePart(dataset: ReportDatasetKey, measure: ReportMeasure, kept?: KeptTotals): Part {
  const key = measureKey(measure);
  const label = measureLabel(dataset, measure);
  if (measure.aggregate === "count" || measure.column === undefined) {
    const count = kept ? sql`sum(${kept.count})` : sql`count(*)`;
    return { column: { key, label, kind: "number" }, cell: sql`${count}::text`, order: count };
  }
  if (kept) return keptMeasurePart(dataset, kept, measure, { key, label });
  const { column, source } = columnOf(dataset, REPORT_SOURCES[dataset], measure.column);
  const value = source.value;
  const figure = {
    sum: column.kind === "money" ? sql`round(sum(${value}), 2)` : sql`sum(${value})`,
    average: sql`round(avg(${value}), 2)`,
    minimum: sql`min(${value})`,
    maximum: sql`max(${value})`,
  }[measure.aggregate];
  return { column: { key, label, kind: column.kind }, cell: sql`(${figure})::text`, order: figure };
}

/** A sum or average from kept totals: the sum of the kept sums, or that over the sum of the kept counts. */
function keptMeasurePart(
  dataset: ReportDatasetKey,
  kept: KeptTotals,
  measure: ReportMeasure,
  result: { key: string; label: string },
): Part {
  const column = measure.column === undefined ? undefined : reportColumn(dataset, measure.column);
  const sum = measure.column === undefined ? undefined : kept.sums[measure.column];
  if (!column || !sum || (measure.aggregate !== "sum" && measure.aggregate !== "average")) {
    throw new Error(`kept totals do not answer ${measure.aggregate} of ${measure.column}`);
  }
  const figure =
    measure.aggregate === "average"
      ? sql`round(sum(${sum})::numeric / sum(${kept.count}), 2)`
      : column.kind === "money"
        ? sql`round(sum(${sum}), 2)`
        : sql`sum(${sum})`;
  return { column: { ...result, kind: column.kind }, cell: sql`(${figure})::text`, order: figure };
}

const direction = (order: "asc" | "desc") => (order === "desc" ? sql`desc` : sql`asc`);

/**
 * Compiles a definition for the rows a person reads (requireDatasetRows): from kept totals where they answer it
 * (decision 0047), else from the dataset's rows; `live` always reads the rows.
 */
export function compileReport(
  definition: ReportDefinition,
  rows: Exclude<DatasetRows, { kind: "none" }>,
  options: { live?: boolean } = {},
): CompiledReport {
  const { dataset } = definition;
  const kept = options.live ? undefined : keptTotalsFor(definition, rows);
  const source = kept?.source ?? REPORT_SOURCES[dataset];
  const where = whereOf(definition, source, rows);
  const grouping = definition.grouping;
  const from = fromClause(source, [
    ...definition.columns,
    ...definition.filters.map((filter) => filter.column),
    ...(grouping?.by.map((group) => group.column) ?? []),
    ...(grouping?.measures.flatMap((measure) => measure.column ?? []) ?? []),
  ]);

  const groups = grouping ? grouping.by.map((group) => groupPart(dataset, source, group)) : [];
  const parts: Part[] = grouping
    ? [...groups, ...grouping.measures.map((measure) => measurePart(dataset, measure, kept))]
    : definition.columns.map((key) => {
        const { column, source: columnSource } = columnOf(dataset, source, key);
        // A moment sorts by itself, not its day: the order within a day stays, and an index on it serves.
        return {
          column: { key, label: column.label, kind: column.kind },
          cell: asText(column, column.kind === "date" ? dayOf(columnSource) : columnSource.value),
          order: columnSource.value,
        };
      });

  const sorted = definition.sort ? parts.find((part) => part.column.key === definition.sort?.key) : undefined;
  const orderBy = [
    ...(sorted && definition.sort
      ? [sql`${sorted.order} ${direction(definition.sort.direction)} nulls last`]
      : []),
    // The tiebreak: pages of the same result never overlap.
    ...(grouping ? groups.map((group) => sql`${group.order} asc nulls last`) : [sql`${source.id} asc`]),
  ];
  // Kept rows whose count has fallen to zero stand for no row of the dataset.
  const groupBy = grouping
    ? sql` group by ${sql.join(
        groups.map((group) => group.order),
        sql`, `,
      )}${kept ? sql` having sum(${kept.count}) > 0` : sql``}`
    : sql``;
  const cells = sql.join(
    parts.map((part, index) => sql`${part.cell} as ${sql.identifier(`c${index}`)}`),
    sql`, `,
  );
  const orderClause = sql`order by ${sql.join(orderBy, sql`, `)}`;
  const ordered = sql`select ${cells} from ${from} where ${where}${groupBy} ${orderClause}`;
  // A grouped page counts the groups in the same pass that aggregates them: the window runs after the grouping.
  const pageOf = ({ page, pageSize }: { page: number; pageSize: number }) =>
    grouping
      ? sql`select ${cells}, count(*) over () as report_groups from ${from} where ${where}${groupBy} ${orderClause} limit ${pageSize} offset ${(page - 1) * pageSize}`
      : sql`${ordered} limit ${pageSize} offset ${(page - 1) * pageSize}`;

  return {
    columns: parts.map((part) => part.column),
    rows: ordered,
    page: pageOf,
    count: (upTo) =>
      grouping
        ? sql`select count(*)::int as count from (select 1 from ${from} where ${where}${groupBy}) as report_groups`
        : sql`select count(*)::int as count from (select 1 from ${from} where ${where} limit ${upTo + 1}) as up_to_cap`,
    grouped: grouping !== null,
  };
}

/** A row of the result as its cells, in the order of its columns. */
export function cellsOf(row: Record<string, unknown>, width: number): (string | null)[] {
  return Array.from({ length: width }, (_, index) => {
    const cell = row[`c${index}`];
    return cell === null || cell === undefined ? null : String(cell);
  });
}
