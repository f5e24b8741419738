import { PlusIcon, XIcon } from "lucide-react";
import { REPORT_LIMITS, type ReportDefinition, type ReportFilter } from "#shared/contracts/reports";
import { ENUM_LABELS } from "#shared/labels";
import {
  REPORT_DATASETS,
  REPORT_FILTER_OPERATOR_LABELS,
  REPORT_FILTER_OPERATORS,
  type ReportColumn,
  type ReportFilterOperator,
  reportColumn,
  VALUELESS_OPERATORS,
} from "#shared/report-datasets";
import { FormField } from "#web/components/forms/form-field";
import { SelectFilter } from "#web/components/forms/select-filter";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { useTierNames } from "#web/domain/tier-names";
import { filterOn, noValuesFor } from "./report-draft";
import { useDefinition } from "./use-definition";

/** The filters every row of the report must pass: added and removed here, each fitting its column's kind. */
export function FiltersField({ idPrefix, disabled }: { idPrefix: string; disabled: boolean }) {
  const { definition, change, errorAt } = useDefinition();
  const columns = REPORT_DATASETS[definition.dataset].columns;
  const setFilters = (filters: ReportFilter[]) => change({ ...definition, filters });
  const replace = (index: number, filter: ReportFilter) =>
    setFilters(definition.filters.map((old, at) => (at === index ? filter : old)));
  const listError = errorAt("filters");

  return (
    <section aria-labelledby={`${idPrefix}-filters`} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={`${idPrefix}-filters`} className="font-medium">
          Filters
        </h3>
        <p className="text-sm text-muted-foreground">
          {definition.filters.length === 0
            ? "Every row is counted. Add a filter to keep only some."
            : "A row is counted when it passes every filter."}
        </p>
      </div>
      {definition.filters.length > 0 ? (
        <ol className="grid gap-3">
          {definition.filters.map((filter, index) => (
            <FilterRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a filter has no id; its place in the list is its name.
              key={index}
              idPrefix={`${idPrefix}-filter-${index}`}
              number={index + 1}
              definition={definition}
              filter={filter}
              disabled={disabled}
              errorAt={(part) => errorAt(`filters.${index}${part ? `.${part}` : ""}`)}
              onChange={(next) => replace(index, next)}
              onRemove={() => setFilters(definition.filters.filter((_, at) => at !== index))}
            />
          ))}
        </ol>
      ) : null}
      {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={disabled || definition.filters.length >= REPORT_LIMITS.filters || columns.length === 0}
        onClick={() => {
          const [first] = columns;
          if (first) setFilters([...definition.filters, filterOn(first)]);
        }}
      >
        <PlusIcon aria-hidden="true" />
        Add filter
      </Button>
    </section>
  );
}

function FilterRow({
  idPrefix,
  number,
  definition,
  filter,
  disabled,
  errorAt,
  onChange,
  onRemove,
}: {
  idPrefix: string;
  number: number;
  definition: ReportDefinition;
  filter: ReportFilter;
  disabled: boolean;
  errorAt(part: string): string | undefined;
  onChange(filter: ReportFilter): void;
  onRemove(): void;
}) {
  const columns = REPORT_DATASETS[definition.dataset].columns;
  const column = reportColumn(definition.dataset, filter.column);
  const operators: readonly ReportFilterOperator[] = column ? REPORT_FILTER_OPERATORS[column.kind] : [];
  const rowError = errorAt("");
  return (
    <li>
      <fieldset className="grid gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)_auto] sm:items-start">
        <legend className="sr-only">Filter {number}</legend>
        <SelectFilter
          id={`${idPrefix}-column`}
          label="Column"
          accessibleName={`Filter ${number} column`}
          options={columns.map((option) => ({ value: option.key, label: option.label }))}
          value={filter.column}
          error={errorAt("column")}
          onChange={(key) => {
            const next = reportColumn(definition.dataset, key);
            if (next) onChange(filterOn(next));
          }}
        />
        <SelectFilter
          id={`${idPrefix}-operator`}
          label="Condition"
          accessibleName={`Filter ${number} condition`}
          options={operators.map((operator) => ({
            value: operator,
            label: REPORT_FILTER_OPERATOR_LABELS[operator],
          }))}
          value={filter.operator}
          error={errorAt("operator")}
          onChange={(operator) =>
            onChange({
              ...filter,
              operator,
              // A comparison with nothing drops the value; the others keep what was entered.
              values: VALUELESS_OPERATORS.includes(operator)
                ? []
                : filter.values.length > 0 || !column
                  ? filter.values
                  : noValuesFor(column),
            })
          }
        />
        {column && !VALUELESS_OPERATORS.includes(filter.operator) ? (
          <FilterValue
            idPrefix={idPrefix}
            number={number}
            column={column}
            values={filter.values}
            disabled={disabled}
            error={errorAt("values") ?? rowError}
            onChange={(values) => onChange({ ...filter, values })}
          />
        ) : (
          <div aria-hidden="true" className="hidden sm:block" />
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9 justify-self-end sm:mt-6"
          aria-label={`Remove filter ${number}`}
          disabled={disabled}
          onClick={onRemove}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </fieldset>
    </li>
  );
}

/** The value a filter compares with, as its column's kind takes it: text, a number, a day or some choices. */
function FilterValue({
  idPrefix,
  number,
  column,
  values,
  disabled,
  error,
  onChange,
}: {
  idPrefix: string;
  number: number;
  column: ReportColumn;
  values: readonly string[];
  disabled: boolean;
  error?: string;
  onChange(values: string[]): void;
}) {
  const id = `${idPrefix}-value`;
  const tierNames = useTierNames();
  if (column.kind === "choice" && column.choices) {
    const labels: Record<string, string> =
      column.choices === "PARTNER_TIERS" ? tierNames : ENUM_LABELS[column.choices];
    const errorId = `${id}-error`;
    return (
      <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
        <legend className="mb-2 text-sm font-medium">Values</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {Object.entries(labels).map(([value, label]) => {
            const boxId = `${id}-${value}`;
            const chosen = values.includes(value);
            return (
              <div key={value} className="flex items-center gap-2">
                <Checkbox
                  id={boxId}
                  checked={chosen}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  onCheckedChange={(checked) =>
                    onChange(checked === true ? [...values, value] : values.filter((old) => old !== value))
                  }
                />
                <Label htmlFor={boxId} className="font-normal">
                  {label}
                </Label>
              </div>
            );
          })}
        </div>
        {error ? (
          <p id={errorId} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  }
  const numeric = column.kind === "number" || column.kind === "money";
  return (
    <FormField id={id} label="Value" error={error}>
      {(control) => (
        <Input
          {...control}
          aria-label={`Filter ${number} value`}
          type={column.kind === "date" ? "date" : "text"}
          inputMode={numeric ? "decimal" : undefined}
          placeholder={numeric ? (column.kind === "money" ? "e.g. 1500" : "e.g. 10") : undefined}
          autoComplete="off"
          maxLength={REPORT_LIMITS.valueLength}
          disabled={disabled}
          value={values[0] ?? ""}
          onChange={(event) => onChange([event.target.value])}
        />
      )}
    </FormField>
  );
}
