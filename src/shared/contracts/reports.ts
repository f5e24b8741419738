import { z } from "zod";
import { REPORT_VISIBILITIES } from "../enums";
import { ENUM_LABELS } from "../labels";
import {
  isMeasurable,
  REPORT_AGGREGATE_LABELS,
  REPORT_AGGREGATES,
  REPORT_DATASET_KEYS,
  REPORT_DATASETS,
  REPORT_DATE_BUCKETS,
  REPORT_FILTER_OPERATOR_LABELS,
  REPORT_FILTER_OPERATORS,
  type ReportAggregate,
  type ReportColumn,
  type ReportDatasetKey,
  reportColumn,
  VALUELESS_OPERATORS,
} from "../report-datasets";
import { uuid } from "./ids";
import { cappedPageOf, pageInput, pageOf } from "./paging";
import { optionalText, requiredText, storableString } from "./text";

// Saved reports (docs/product/business-intelligence.md#saved-reports). A definition names a dataset and keys from
// its allow-list (src/shared/report-datasets.ts); the values a person types are compared as bound parameters.

/** Limits that keep one definition small enough to read and quick to run. */
export const REPORT_LIMITS = {
  columns: 12,
  filters: 20,
  filterValues: 50,
  valueLength: 200,
  groupBy: 2,
  measures: 6,
} as const;

const ALL_OPERATORS = [...new Set(Object.values(REPORT_FILTER_OPERATORS).flat())] as [string, ...string[]];

const key = storableString("A column name").max(60, { error: "A column name is at most 60 characters." });

export const reportFilter = z.object({
  column: key,
  operator: z.enum(ALL_OPERATORS as [keyof typeof REPORT_FILTER_OPERATOR_LABELS]),
  values: z
    .array(
      storableString("A filter value").max(REPORT_LIMITS.valueLength, {
        error: "A filter value is at most 200 characters.",
      }),
    )
    .max(REPORT_LIMITS.filterValues, { error: "A filter takes at most 50 values." })
    .default([]),
});
export type ReportFilter = z.infer<typeof reportFilter>;

export const reportGroupKey = z.object({ column: key, bucket: z.enum(REPORT_DATE_BUCKETS).optional() });
export type ReportGroupKey = z.infer<typeof reportGroupKey>;

export const reportMeasure = z.object({ aggregate: z.enum(REPORT_AGGREGATES), column: key.optional() });
export type ReportMeasure = z.infer<typeof reportMeasure>;

export const reportSort = z.object({ key, direction: z.enum(["asc", "desc"]) });
export type ReportSort = z.infer<typeof reportSort>;

/** The key a measure's figures go by in a result and a sort: "count", or e.g. "sum_value". */
export function measureKey(measure: ReportMeasure): string {
  return measure.aggregate === "count" ? "count" : `${measure.aggregate}_${measure.column}`;
}

/** A measure's heading, e.g. "Sum of Deal Value". */
export function measureLabel(dataset: ReportDatasetKey, measure: ReportMeasure): string {
  if (measure.aggregate === "count") return "Count";
  const column = measure.column ? reportColumn(dataset, measure.column) : undefined;
  return `${REPORT_AGGREGATE_LABELS[measure.aggregate]} of ${column?.label ?? measure.column}`;
}

/** A group key's heading, e.g. "Submitted (month)". */
export function groupKeyLabel(dataset: ReportDatasetKey, group: ReportGroupKey): string {
  const label = reportColumn(dataset, group.column)?.label ?? group.column;
  return group.bucket ? `${label} (${group.bucket})` : label;
}

const DATE_VALUE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_VALUE = /^-?\d{1,12}(\.\d{1,2})?$/;

/** Why a filter's values do not fit its column and operator, or undefined when they do. */
function filterValueProblem(column: ReportColumn, filter: ReportFilter): string | undefined {
  const operator = REPORT_FILTER_OPERATOR_LABELS[filter.operator];
  if (VALUELESS_OPERATORS.includes(filter.operator)) {
    return filter.values.length === 0 ? undefined : `"${column.label} ${operator}" takes no value.`;
  }
  if (column.kind === "choice") {
    if (filter.values.length === 0) return `Choose at least one value for "${column.label} ${operator}".`;
    const labels = column.choices ? (ENUM_LABELS[column.choices] as Record<string, string>) : {};
    const unknown = filter.values.find((value) => !Object.hasOwn(labels, value));
    return unknown === undefined ? undefined : `"${unknown}" is not a value of ${column.label}.`;
  }
  if (filter.values.length !== 1) return `"${column.label} ${operator}" takes exactly one value.`;
  const [value = ""] = filter.values;
  if (column.kind === "date" && (!DATE_VALUE.test(value) || Number.isNaN(Date.parse(value)))) {
    return `${column.label}: enter a date as YYYY-MM-DD.`;
  }
  if ((column.kind === "number" || column.kind === "money") && !NUMBER_VALUE.test(value)) {
    return `${column.label}: enter a number, such as 1500 or 99.95.`;
  }
  if (column.kind === "text" && value.trim() === "") return `Enter the text to compare ${column.label} with.`;
  return undefined;
}

/** Checks a definition against its dataset's allow-list; every problem names what to change. */
function checkDefinition(definition: ReportDefinitionShape, ctx: z.RefinementCtx) {
  const dataset = REPORT_DATASETS[definition.dataset];
  const problem = (message: string, path: (string | number)[]) =>
    ctx.addIssue({ code: "custom", message, path });
  const known = (name: string, path: (string | number)[]) => {
    const column = reportColumn(definition.dataset, name);
    if (!column) problem(`"${name}" is not a column of ${dataset.label}.`, path);
    return column;
  };

  const seen = new Set<string>();
  definition.columns.forEach((name, index) => {
    if (known(name, ["columns", index]) && seen.has(name))
      problem(`${name} is chosen twice.`, ["columns", index]);
    seen.add(name);
  });

  definition.filters.forEach((filter, index) => {
    const column = known(filter.column, ["filters", index, "column"]);
    if (!column) return;
    const allowed: readonly string[] = REPORT_FILTER_OPERATORS[column.kind];
    if (!allowed.includes(filter.operator)) {
      problem(`"${REPORT_FILTER_OPERATOR_LABELS[filter.operator]}" does not apply to ${column.label}.`, [
        "filters",
        index,
        "operator",
      ]);
      return;
    }
    const valueProblem = filterValueProblem(column, filter);
    if (valueProblem) problem(valueProblem, ["filters", index, "values"]);
  });

  const sortKeys = new Set<string>();
  if (definition.grouping) {
    const grouped = new Set<string>();
    definition.grouping.by.forEach((group, index) => {
      const column = known(group.column, ["grouping", "by", index, "column"]);
      if (!column) return;
      if (column.kind === "date" && !group.bucket) {
        problem(`Choose how to group ${column.label}: by day, week, month, quarter or year.`, [
          "grouping",
          "by",
          index,
          "bucket",
        ]);
      }
      if (column.kind !== "date" && group.bucket) {
        problem(`${column.label} is not a date, so it cannot be grouped by ${group.bucket}.`, [
          "grouping",
          "by",
          index,
          "bucket",
        ]);
      }
      if (grouped.has(group.column)) problem(`${column.label} is grouped twice.`, ["grouping", "by", index]);
      grouped.add(group.column);
      sortKeys.add(group.column);
    });
    definition.grouping.measures.forEach((measure, index) => {
      const path = ["grouping", "measures", index];
      if (measure.aggregate === "count") {
        if (measure.column !== undefined)
          problem("Count counts rows and takes no column.", [...path, "column"]);
      } else if (measure.column === undefined) {
        problem(`Choose the column to ${REPORT_AGGREGATE_LABELS[measure.aggregate].toLowerCase()}.`, [
          ...path,
          "column",
        ]);
      } else {
        const column = known(measure.column, [...path, "column"]);
        if (column && !isMeasurable(column)) {
          problem(
            `${REPORT_AGGREGATE_LABELS[measure.aggregate]} needs a number or an amount; ${column.label} is neither.`,
            [...path, "column"],
          );
        }
      }
      const measureId = measureKey(measure);
      if (sortKeys.has(measureId))
        problem(`${measureLabel(definition.dataset, measure)} is chosen twice.`, path);
      sortKeys.add(measureId);
    });
  } else {
    if (definition.columns.length === 0) problem("Choose at least one column to show.", ["columns"]);
    for (const name of definition.columns) sortKeys.add(name);
  }

  if (definition.sort && !sortKeys.has(definition.sort.key)) {
    problem(
      definition.grouping
        ? "Sort by one of the groups or figures the report shows."
        : "Sort by one of the columns the report shows.",
      ["sort", "key"],
    );
  }
}

const definitionShape = z.object({
  dataset: z.enum(REPORT_DATASET_KEYS, { error: "Choose what the report is about." }),
  /** The columns an ungrouped report shows, in order; a grouped one shows its groups and figures instead. */
  columns: z
    .array(key)
    .max(REPORT_LIMITS.columns, { error: "A report shows at most 12 columns." })
    .default([]),
  filters: z
    .array(reportFilter)
    .max(REPORT_LIMITS.filters, { error: "A report has at most 20 filters." })
    .default([]),
  grouping: z
    .object({
      by: z
        .array(reportGroupKey)
        .min(1, { error: "Choose what to group by." })
        .max(REPORT_LIMITS.groupBy, { error: "A report groups by at most two columns." }),
      measures: z
        .array(reportMeasure)
        .min(1, { error: "Choose at least one figure for each group." })
        .max(REPORT_LIMITS.measures, { error: "A report computes at most six figures." }),
    })
    .nullable()
    .default(null),
  sort: reportSort.nullable().default(null),
});
type ReportDefinitionShape = z.infer<typeof definitionShape>;

export const reportDefinition = definitionShape.superRefine(checkDefinition);
export type ReportDefinition = z.infer<typeof reportDefinition>;

export const reportAuthor = z.object({ id: z.string(), name: z.string() });

export const reportItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  definition: reportDefinition,
  visibility: z.enum(REPORT_VISIBILITIES),
  author: reportAuthor.nullable(),
  /** Whether the caller may change or delete it: its author, or manage_reports for a shared one. */
  canEdit: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ReportItem = z.infer<typeof reportItem>;

/** The form that creates or edits a report. */
export const reportFormSchema = z.object({
  name: requiredText("Name", 120),
  description: optionalText("Description", 500),
  visibility: z.enum(REPORT_VISIBILITIES).default("private"),
  definition: reportDefinition,
});
export type ReportFormValues = z.input<typeof reportFormSchema>;

export const createReportInput = reportFormSchema;
export const updateReportInput = reportFormSchema.extend({ id: uuid() });
export const reportIdInput = z.object({ id: uuid() });

export const listReportsInput = z.object({
  /** Matches the name or the description, ignoring case. */
  search: optionalText("Search", 200),
  ...pageInput,
});
export const listReportsOutput = pageOf(reportItem);

export const reportResultColumn = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(["text", "number", "money", "date", "choice"]),
});
export type ReportResultColumn = z.infer<typeof reportResultColumn>;

/**
 * One page of a report's result: its columns, then each row's cells in the same order. Amounts and figures are
 * decimal strings, dates ISO (a bucket's first day), choices their stored value (shown as their label).
 */
export const reportResult = cappedPageOf(z.array(z.string().nullable())).extend({
  columns: z.array(reportResultColumn),
});
export type ReportResult = z.infer<typeof reportResult>;

export const runReportInput = z.object({ id: uuid(), ...pageInput });
export const previewReportInput = z.object({ definition: reportDefinition, ...pageInput });

export type { ReportAggregate };
