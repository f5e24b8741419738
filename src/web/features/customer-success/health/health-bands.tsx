import { useId } from "react";
import { formatNumber, formatPercent } from "#shared/format";
import { GREEN_FROM, type HealthBand, YELLOW_FROM } from "#shared/health-score";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { cn } from "#web/lib/style/cn";

const BANDS: readonly { band: HealthBand; label: string; range: string; bar: string; text: string }[] = [
  {
    band: "green",
    label: "Green",
    range: `${GREEN_FROM} and above`,
    bar: "bg-green-600 dark:bg-green-400",
    text: "text-green-700 dark:text-green-300",
  },
  {
    band: "yellow",
    label: "Yellow",
    range: `${YELLOW_FROM} to ${GREEN_FROM - 1}`,
    bar: "bg-yellow-500 dark:bg-yellow-300",
    text: "text-yellow-700 dark:text-yellow-300",
  },
  {
    band: "red",
    label: "Red",
    range: `below ${YELLOW_FROM}`,
    bar: "bg-red-600 dark:bg-red-400",
    text: "text-red-700 dark:text-red-300",
  },
];

/**
 * How many customers stand in each band of the score today (docs/product/customer-success.md#health): a figure
 * per band and a bar of its share. The bar only repeats the share written beside it.
 */
export function HealthBands({ bands }: { bands: Record<HealthBand, number> }) {
  const headingId = useId();
  const total = bands.green + bands.yellow + bands.red;
  return (
    <Card aria-labelledby={headingId} role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h3 id={headingId}>Customers by Health</h3>
        </CardTitle>
        <CardDescription>Where each customer's score stands today.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          {BANDS.map(({ band, label, range, bar, text }) => {
            const share = total === 0 ? 0 : (bands[band] / total) * 100;
            return (
              <div key={band} className="grid content-start gap-2 rounded-lg border p-4">
                <dt className="text-sm font-medium">
                  <span className={text}>{label}</span>{" "}
                  <span className="font-normal text-muted-foreground">({range})</span>
                </dt>
                <dd className="text-3xl font-bold tracking-tight tabular-nums">
                  {formatNumber(bands[band])}
                </dd>
                <dd className="grid gap-1.5">
                  <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-accent">
                    <div className={cn("h-full rounded-full", bar)} style={{ width: `${share}%` }} />
                  </div>
                  <span className="text-xs text-muted-foreground">
                    {formatPercent(share, 0)} of customers
                  </span>
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
