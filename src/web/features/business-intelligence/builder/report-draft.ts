import {
  groupKeyLabel,
  measureKey,
  measureLabel,
  type ReportDefinition,
  type ReportFilter,
  type ReportFormValues,
  type ReportItem,
  type ReportMeasure,
} from "#shared/contracts/reports";
import {
  isMeasurable,
  REPORT_DATASETS,
  REPORT_FILTER_OPERATORS,
  type ReportColumn,
  type ReportDatasetKey,
  reportColumn,
} from "#shared/report-datasets";

/** The builder's form, every part of the definition present. */
export interface ReportDraft extends Omit<ReportFormValues, "definition"> {
  name: string;
  description: string;
  definition: ReportDefinition;
}

/** A new report of a dataset: its first three columns, no filter, grouping or sort. */
export function definitionOf(dataset: ReportDatasetKey): ReportDefinition {
  return {
    dataset,
    columns: REPORT_DATASETS[dataset].columns.slice(0, 3).map((column) => column.key),
    filters: [],
    grouping: null,
    sort: null,
  };
}

export function emptyReport(dataset: ReportDatasetKey): ReportDraft {
  return { name: "", description: "", visibility: "private", definition: definitionOf(dataset) };
}

/** A saved report as the builder edits it. */
export function reportDraftOf(report: ReportItem): ReportDraft {
  return {
    name: report.name,
    description: report.description ?? "",
    visibility: report.visibility,
    definition: report.definition,
  };
}

/** What a filter on a column holds before anything is entered: no choice ticked, or one empty value to type. */
export const noValuesFor = (column: ReportColumn): string[] => (column.kind === "choice" ? [] : [""]);

/** A new filter on a column: its kind's first operator, no value yet. */
export function filterOn(column: ReportColumn): ReportFilter {
  return {
    column: column.key,
    operator: REPORT_FILTER_OPERATORS[column.kind][0],
    values: noValuesFor(column),
  };
}

/** The columns a grouped report may sum, average or compare by size. */
export const measurableColumns = (dataset: ReportDatasetKey) =>
  REPORT_DATASETS[dataset].columns.filter(isMeasurable);

/** A group on a column: a date by month, anything else by its value. */
export function groupOn(column: ReportColumn) {
  return column.kind === "date" ? { column: column.key, bucket: "month" as const } : { column: column.key };
}

/** The keys a report may be sorted by, with their headings: the columns it shows, or its groups and figures. */
export function sortKeysOf(definition: ReportDefinition): { value: string; label: string }[] {
  const { dataset, grouping } = definition;
  if (grouping) {
    return [
      ...grouping.by.map((group) => ({ value: group.column, label: groupKeyLabel(dataset, group) })),
      ...grouping.measures
        .filter((measure) => measure.aggregate === "count" || measure.column)
        .map((measure: ReportMeasure) => ({
          value: measureKey(measure),
          label: measureLabel(dataset, measure),
        })),
    ];
  }
  return definition.columns.map((key) => ({ value: key, label: reportColumn(dataset, key)?.label ?? key }));
}

/** The definition with a sort it still shows, or none: a column or figure removed takes its sort with it. */
export function withValidSort(definition: ReportDefinition): ReportDefinition {
  const { sort } = definition;
  if (!sort || sortKeysOf(definition).some((key) => key.value === sort.key)) return definition;
  return { ...definition, sort: null };
}
