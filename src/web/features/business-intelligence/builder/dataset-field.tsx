import { REPORT_DATASET_KEYS, REPORT_DATASETS, type ReportDatasetKey } from "#shared/report-datasets";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { Label } from "#web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "#web/components/ui/radio-group";
import { definitionOf } from "./report-draft";
import { useDefinition } from "./use-definition";

/** The datasets the caller may read: partners' records need manage_partners, as their own screens do. */
export function useReadableDatasets(): ReportDatasetKey[] {
  const { hasPermission } = useAuthorization();
  return REPORT_DATASET_KEYS.filter(
    (key) => REPORT_DATASETS[key].access !== "manage_partners" || hasPermission("manage_partners"),
  );
}

/** What the report is about: choosing another dataset starts its columns, filters and groups afresh. */
export function DatasetField({ idPrefix, disabled }: { idPrefix: string; disabled: boolean }) {
  const { definition, change, errorAt } = useDefinition();
  const datasets = useReadableDatasets();
  const error = errorAt("dataset");
  const labelId = `${idPrefix}-dataset-label`;
  return (
    <div className="grid gap-3">
      <h3 id={labelId} className="font-medium">
        What the report is about
      </h3>
      <RadioGroup
        aria-labelledby={labelId}
        value={definition.dataset}
        onValueChange={(next) => {
          if (next !== definition.dataset) change(definitionOf(next as ReportDatasetKey));
        }}
        disabled={disabled}
        className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
      >
        {datasets.map((key) => {
          const id = `${idPrefix}-dataset-${key}`;
          return (
            <div
              key={key}
              className="flex items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem id={id} value={key} aria-describedby={`${id}-description`} className="mt-0.5" />
              <div className="grid gap-1">
                <Label htmlFor={id}>{REPORT_DATASETS[key].label}</Label>
                <p id={`${id}-description`} className="text-sm text-muted-foreground">
                  {REPORT_DATASETS[key].description}
                </p>
              </div>
            </div>
          );
        })}
      </RadioGroup>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}
