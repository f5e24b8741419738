import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import { REPORT_LIMITS } from "#shared/contracts/reports";
import { REPORT_DATASETS, reportColumn } from "#shared/report-datasets";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";
import { useDefinition } from "./use-definition";

/** The columns an ungrouped report shows, ticked from the dataset's and put in order. */
export function ColumnsField({ idPrefix, disabled }: { idPrefix: string; disabled: boolean }) {
  const { definition, change, errorAt } = useDefinition();
  const { columns } = definition;
  const error =
    errorAt("columns") ?? columns.map((_, index) => errorAt(`columns.${index}`)).find(Boolean) ?? undefined;
  const errorId = `${idPrefix}-columns-error`;
  const setColumns = (next: string[]) => change({ ...definition, columns: next });
  const move = (index: number, by: -1 | 1) => {
    const next = [...columns];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index + by, 0, moved);
    setColumns(next);
  };

  return (
    <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-medium">Columns</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {REPORT_DATASETS[definition.dataset].columns.map((column) => {
          const id = `${idPrefix}-column-${column.key}`;
          const chosen = columns.includes(column.key);
          return (
            <div key={column.key} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={chosen}
                aria-invalid={error ? true : undefined}
                disabled={disabled || (!chosen && columns.length >= REPORT_LIMITS.columns)}
                onCheckedChange={(checked) =>
                  setColumns(
                    checked === true ? [...columns, column.key] : columns.filter((key) => key !== column.key),
                  )
                }
              />
              <Label htmlFor={id} className="font-normal">
                {column.label}
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
      {columns.length > 1 ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">In this order, left to right:</p>
          <ol aria-label="Column order" className="grid gap-1">
            {columns.map((key, index) => {
              const label = reportColumn(definition.dataset, key)?.label ?? key;
              return (
                <li key={key} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1">
                  <span className="text-sm">
                    {index + 1}. {label}
                  </span>
                  <span className="flex gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Move ${label} left`}
                      disabled={disabled || index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Move ${label} right`}
                      disabled={disabled || index === columns.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownIcon aria-hidden="true" />
                    </Button>
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
    </fieldset>
  );
}
