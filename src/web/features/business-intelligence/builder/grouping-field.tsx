import { PlusIcon, XIcon } from "lucide-react";
import {
  REPORT_LIMITS,
  type ReportDefinition,
  type ReportGroupKey,
  type ReportMeasure,
} from "#shared/contracts/reports";
import {
  REPORT_AGGREGATE_LABELS,
  REPORT_AGGREGATES,
  REPORT_DATASETS,
  REPORT_DATE_BUCKETS,
  type ReportAggregate,
  type ReportDateBucket,
  reportColumn,
} from "#shared/report-datasets";
import { SelectFilter } from "#web/components/forms/select-filter";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";
import { groupOn, measurableColumns } from "./report-draft";
import { useDefinition } from "./use-definition";

type Grouping = NonNullable<ReportDefinition["grouping"]>;

const BUCKET_LABELS: Record<ReportDateBucket, string> = {
  day: "Day",
  week: "Week",
  month: "Month",
  quarter: "Quarter",
  year: "Year",
};

/** A grouped report's start: by its first column, counting rows. */
function firstGrouping(definition: ReportDefinition): Grouping | null {
  const [first] = REPORT_DATASETS[definition.dataset].columns;
  return first ? { by: [groupOn(first)], measures: [{ aggregate: "count" }] } : null;
}

/**
 * Optional grouping: one or two groups (a date by day, week, month, quarter or year) and the figures computed
 * for each, a count of rows or a sum, average, minimum or maximum of a number or an amount.
 */
export function GroupingField({ idPrefix, disabled }: { idPrefix: string; disabled: boolean }) {
  const { definition, change, errorAt } = useDefinition();
  const { grouping } = definition;
  const columns = REPORT_DATASETS[definition.dataset].columns;
  const measurable = measurableColumns(definition.dataset);
  const aggregates: readonly ReportAggregate[] =
    measurable.length > 0 ? REPORT_AGGREGATES : (["count"] as const);
  const setGrouping = (next: Grouping | null) => change({ ...definition, grouping: next });
  const toggleId = `${idPrefix}-grouped`;

  const setGroup = (index: number, group: ReportGroupKey) =>
    grouping && setGrouping({ ...grouping, by: grouping.by.map((old, at) => (at === index ? group : old)) });
  const setMeasure = (index: number, measure: ReportMeasure) =>
    grouping &&
    setGrouping({
      ...grouping,
      measures: grouping.measures.map((old, at) => (at === index ? measure : old)),
    });

  return (
    <section aria-labelledby={`${idPrefix}-grouping`} className="grid gap-3">
      <h3 id={`${idPrefix}-grouping`} className="font-medium">
        Grouping
      </h3>
      <div className="flex items-center gap-2">
        <Checkbox
          id={toggleId}
          checked={grouping !== null}
          disabled={disabled}
          onCheckedChange={(checked) => setGrouping(checked === true ? firstGrouping(definition) : null)}
        />
        <Label htmlFor={toggleId} className="font-normal">
          Group rows and show figures for each group
        </Label>
      </div>
      {grouping ? (
        <div className="grid gap-4">
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Group by</legend>
            {errorAt("grouping.by") ? (
              <p className="text-sm text-destructive">{errorAt("grouping.by")}</p>
            ) : null}
            {grouping.by.map((group, index) => {
              const column = reportColumn(definition.dataset, group.column);
              const number = index + 1;
              return (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: a group has no id; its place is its name.
                  key={index}
                  className="grid gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
                >
                  <SelectFilter
                    id={`${idPrefix}-group-${index}-column`}
                    label={`Group ${number}`}
                    options={columns.map((option) => ({ value: option.key, label: option.label }))}
                    value={group.column}
                    error={errorAt(`grouping.by.${index}.column`) ?? errorAt(`grouping.by.${index}`)}
                    onChange={(key) => {
                      const next = reportColumn(definition.dataset, key);
                      if (next) setGroup(index, groupOn(next));
                    }}
                  />
                  {column?.kind === "date" ? (
                    <SelectFilter
                      id={`${idPrefix}-group-${index}-bucket`}
                      label="By"
                      accessibleName={`Group ${number} by`}
                      options={REPORT_DATE_BUCKETS.map((bucket) => ({
                        value: bucket,
                        label: BUCKET_LABELS[bucket],
                      }))}
                      value={group.bucket ?? "month"}
                      error={errorAt(`grouping.by.${index}.bucket`)}
                      onChange={(bucket) => setGroup(index, { ...group, bucket })}
                    />
                  ) : (
                    <div aria-hidden="true" className="hidden sm:block" />
                  )}
                  {grouping.by.length > 1 ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-9 justify-self-end sm:mt-6"
                      aria-label={`Remove group ${number}`}
                      disabled={disabled}
                      onClick={() =>
                        setGrouping({ ...grouping, by: grouping.by.filter((_, at) => at !== index) })
                      }
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  ) : (
                    <div aria-hidden="true" className="hidden size-9 sm:block" />
                  )}
                </div>
              );
            })}
            {grouping.by.length < REPORT_LIMITS.groupBy ? (
              <Button
                type="button"
                variant="outline"
                className="w-full sm:w-auto sm:justify-self-start"
                disabled={disabled}
                onClick={() => {
                  const unused = columns.find((column) => !grouping.by.some((g) => g.column === column.key));
                  if (unused) setGrouping({ ...grouping, by: [...grouping.by, groupOn(unused)] });
                }}
              >
                <PlusIcon aria-hidden="true" />
                Add a second group
              </Button>
            ) : null}
          </fieldset>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Figures for each group</legend>
            {errorAt("grouping.measures") ? (
              <p className="text-sm text-destructive">{errorAt("grouping.measures")}</p>
            ) : null}
            {grouping.measures.map((measure, index) => {
              const number = index + 1;
              return (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: a figure has no id; its place is its name.
                  key={index}
                  className="grid gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
                >
                  <SelectFilter
                    id={`${idPrefix}-measure-${index}-aggregate`}
                    label={`Figure ${number}`}
                    options={aggregates.map((aggregate) => ({
                      value: aggregate,
                      label: REPORT_AGGREGATE_LABELS[aggregate],
                    }))}
                    value={measure.aggregate}
                    error={errorAt(`grouping.measures.${index}`)}
                    onChange={(aggregate) =>
                      setMeasure(
                        index,
                        aggregate === "count"
                          ? { aggregate }
                          : { aggregate, column: measure.column ?? measurable[0]?.key },
                      )
                    }
                  />
                  {measure.aggregate !== "count" ? (
                    <SelectFilter
                      id={`${idPrefix}-measure-${index}-column`}
                      label="Of"
                      accessibleName={`Figure ${number} of`}
                      options={measurable.map((option) => ({ value: option.key, label: option.label }))}
                      value={measure.column ?? ""}
                      error={errorAt(`grouping.measures.${index}.column`)}
                      onChange={(column) => setMeasure(index, { ...measure, column })}
                    />
                  ) : (
                    <div aria-hidden="true" className="hidden sm:block" />
                  )}
                  {grouping.measures.length > 1 ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-9 justify-self-end sm:mt-6"
                      aria-label={`Remove figure ${number}`}
                      disabled={disabled}
                      onClick={() =>
                        setGrouping({
                          ...grouping,
                          measures: grouping.measures.filter((_, at) => at !== index),
                        })
                      }
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  ) : (
                    <div aria-hidden="true" className="hidden size-9 sm:block" />
                  )}
                </div>
              );
            })}
            {grouping.measures.length < REPORT_LIMITS.measures && measurable.length > 0 ? (
              <Button
                type="button"
                variant="outline"
                className="w-full sm:w-auto sm:justify-self-start"
                disabled={disabled}
                onClick={() =>
                  setGrouping({
                    ...grouping,
                    measures: [...grouping.measures, { aggregate: "sum", column: measurable[0]?.key }],
                  })
                }
              >
                <PlusIcon aria-hidden="true" />
                Add figure
              </Button>
            ) : null}
          </fieldset>
        </div>
      ) : null}
    </section>
  );
}
