import type { ReportDefinition, ReportResult } from "#shared/contracts/reports";
import { ScrollRegion } from "#web/components/lists/scroll-region";
import { useTierNames } from "#web/domain/tier-names";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { cn } from "#web/lib/style/cn";
import { cellText, isFigure } from "./result-cell";

/**
 * A report's result as a table: its caption, a heading per column and one row per result row; amounts and
 * figures right-aligned, dates in the viewer's format, choices by their labels (tiers by the programme's names). Used by the report page and the
 * builder's preview.
 */
export function ReportResultTable({
  caption,
  definition,
  result,
  busy = false,
}: {
  caption: string;
  definition: Pick<ReportDefinition, "dataset" | "grouping">;
  result: Pick<ReportResult, "columns" | "items">;
  /** A newer page or definition is being read while this one shows. */
  busy?: boolean;
}) {
  // Dates are redrawn in the format the person chooses.
  useDisplayPreferences();
  const tierNames = useTierNames();
  return (
    <ScrollRegion label={caption} className="rounded-md border">
      <table className="w-full min-w-max text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50">
          <tr className="border-b text-left">
            {result.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  "px-3 py-2 font-medium text-muted-foreground",
                  isFigure(column) && "text-right",
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.items.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a result row has no id; its place on the page is its key.
            <tr key={rowIndex} className="border-b last:border-0">
              {result.columns.map((column, index) => (
                <td
                  key={column.key}
                  className={cn("px-3 py-2", isFigure(column) && "text-right tabular-nums")}
                >
                  {cellText(definition, column, row[index] ?? null, tierNames)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
