import { ChartColumnIcon, TableIcon } from "lucide-react";
import { type ReactNode, Suspense, useId, useState } from "react";
import { ScrollRegion } from "#web/components/lists/scroll-region";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";

/**
 * A chart with its figures as a table: `Show table` swaps the drawing for the table and `Show chart` back
 * (decision 0024). The drawing is named by `summary`: an image, or with `interactive` (a recharts drawing) a figure
 * whose drawing Tab reaches and whose tooltip follows the arrow keys. The table is what a screen reader reads in
 * full.
 */
export function ChartCard({
  title,
  description,
  summary,
  chart,
  interactive = false,
  chartIcon = <ChartColumnIcon aria-hidden="true" />,
  table,
  tableClassName,
  actions,
}: {
  title: string;
  description: string;
  /** What the drawing shows, in one sentence, for those who cannot see it. */
  summary: string;
  chart: ReactNode;
  /** Whether the drawing takes the keyboard (recharts' keyboard layer) rather than being a still image. */
  interactive?: boolean;
  /** The icon of `Show chart`, drawn as the chart is (bars by default). */
  chartIcon?: ReactNode;
  table: ReactNode;
  /** The table's scroll region, e.g. a height for a long table. */
  tableClassName?: string;
  /** More controls beside `Show table`, e.g. a download of the figures or a choice of what is drawn. */
  actions?: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    // min-w-0: a chart measures its box, so a grid cell must be free to shrink below the chart's last width.
    <Card aria-labelledby={headingId} role="region" className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle asChild>
            <h3 id={headingId}>{title}</h3>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {actions}
          <Button type="button" variant="outline" size="sm" onClick={() => setAsTable(!asTable)}>
            {asTable ? chartIcon : <TableIcon aria-hidden="true" />}
            {asTable ? "Show chart" : "Show table"}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {asTable ? (
          <ScrollRegion label={`${title}, table`} className={tableClassName}>
            {table}
          </ScrollRegion>
        ) : (
          <ChartArea summary={summary} interactive={interactive}>
            <Suspense fallback={<Skeleton className="h-full w-full" />}>{chart}</Suspense>
          </ChartArea>
        )}
      </CardContent>
    </Card>
  );
}

// Clipped: the chart's hidden tooltip sits beside it and would widen a phone's page. A focused drawing's ring is
// drawn inside it, where the clipping leaves it visible.
const AREA =
  "h-72 w-full overflow-hidden [&_.recharts-surface:focus-visible]:outline-2 [&_.recharts-surface:focus-visible]:outline-solid [&_.recharts-surface:focus-visible]:-outline-offset-2 [&_.recharts-surface:focus-visible]:outline-ring";

/** Where the drawing sits, named by its summary: a figure the keyboard enters, or an image. */
function ChartArea({
  summary,
  interactive,
  children,
}: {
  summary: string;
  interactive: boolean;
  children: ReactNode;
}) {
  return interactive ? (
    <figure aria-label={summary} className={AREA}>
      {children}
    </figure>
  ) : (
    <div role="img" aria-label={summary} className={AREA}>
      {children}
    </div>
  );
}
