import { TableIcon } from "lucide-react";
import { type ReportDefinition, reportDefinition } from "#shared/contracts/reports";
import { formatNumber } from "#shared/format";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoading } from "#web/components/lists/list-states";
import { useDebouncedValue } from "#web/lib/hooks/use-debounced-value";
import { failureText } from "#web/lib/transport/failure-text";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { PREVIEW_ROWS, useReportPreview } from "../api/preview-report";
import { ReportResultTable } from "../report-result-table";

/** How long the definition must stay still before the preview asks the server. */
const PREVIEW_DELAY_MS = 600;

/** The definition checked by its contract: the definition, or the first thing still to choose. */
function checked(definition: ReportDefinition): { definition?: ReportDefinition; missing?: string } {
  const parsed = reportDefinition.safeParse(definition);
  if (parsed.success) return { definition: parsed.data };
  return { missing: parsed.error.issues[0]?.message };
}

/** Why the server would not run the preview: its reason and each part of the definition it refused. */
function refusalLines(error: unknown): string[] {
  const issues = rpcFailureOf(error)?.issues.map((issue) => issue.message) ?? [];
  return [
    failureText(error, "The preview could not run."),
    ...issues.filter((line, at) => issues.indexOf(line) === at),
  ];
}

/**
 * The first rows of the report as it stands, read again once the definition stops changing; until the
 * definition is complete it says what is missing, and a refusal is shown in its place.
 */
export function ReportPreview({ definition }: { definition: ReportDefinition }) {
  const settled = useDebouncedValue(definition, PREVIEW_DELAY_MS);
  const { definition: complete, missing } = checked(settled);
  const preview = useReportPreview(complete);
  const headingId = "report-preview-heading";

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Preview
        </h2>
        <p className="text-sm text-muted-foreground">
          The first {PREVIEW_ROWS} rows as the report stands, before it is saved.
        </p>
      </div>
      {!complete ? (
        <p
          role="status"
          className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground"
        >
          {missing ?? "Finish the report to see its first rows."}
        </p>
      ) : preview.isPending ? (
        <ListLoading label="Loading the preview" rows={4} rowClassName="h-8 w-full" />
      ) : preview.isError ? (
        <div
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive"
        >
          <ul className="grid gap-1">
            {refusalLines(preview.error).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : preview.data.items.length === 0 ? (
        <EmptyState icon={<TableIcon />} title="No rows" description="Nothing matches these filters today." />
      ) : (
        <>
          <ReportResultTable
            caption="Preview of the report's first rows"
            definition={complete}
            result={preview.data}
            busy={preview.isFetching}
          />
          <p role="status" className="text-sm text-muted-foreground">
            {formatNumber(preview.data.total)}
            {preview.data.totalCapped ? "+" : ""} {preview.data.total === 1 ? "row" : "rows"} in all.
          </p>
        </>
      )}
    </section>
  );
}
