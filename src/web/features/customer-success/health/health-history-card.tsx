import { ChartLineIcon, TableIcon } from "lucide-react";
import { useId, useState } from "react";
import type { z } from "zod";
import type { healthDashboardOutput } from "#shared/contracts/customers";
import { formatNumber, formatPercent } from "#shared/format";
import { ScrollRegion } from "#web/components/lists/scroll-region";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { calendarDate } from "#web/lib/format/local-time";
import { HealthHistoryChart } from "./health-history-chart";

type HistoryDay = z.output<typeof healthDashboardOutput>["history"][number];

const scoreText = (score: number | null) => (score === null ? "No score" : formatPercent(score, 0));

/** The chart's one sentence for those who cannot see it: the span and where the average went. */
function summaryOf(days: readonly HistoryDay[]): string {
  const scored = days.filter((day) => day.averageScore !== null);
  const first = scored[0];
  const last = scored.at(-1);
  if (!first || !last) return "Line chart of the average health score per day: no day has a score yet.";
  return `Line chart of the average health score per day over the last ${formatNumber(days.length)} days, from ${scoreText(first.averageScore)} on ${calendarDate(first.day)} to ${scoreText(last.averageScore)} on ${calendarDate(last.day)}.`;
}

/**
 * The average health score over the last 90 days (docs/product/customer-success.md#health-dashboard): a line
 * over the bands, and `Show table` for the same figures day by day, which is what a screen reader or a keyboard
 * reads in full.
 */
export function HealthHistoryCard({ history }: { history: readonly HistoryDay[] }) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const title = "Average Health, Last 90 Days";
  return (
    <Card aria-labelledby={headingId} role="region" className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle asChild>
            <h3 id={headingId}>{title}</h3>
          </CardTitle>
          <CardDescription>
            The average score of the customers each day, from the daily snapshots.
          </CardDescription>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={() => setAsTable(!asTable)}>
          {asTable ? <ChartLineIcon aria-hidden="true" /> : <TableIcon aria-hidden="true" />}
          {asTable ? "Show chart" : "Show table"}
        </Button>
      </CardHeader>
      <CardContent>
        {asTable ? (
          <ScrollRegion label={`${title}, table`} className="max-h-72 overflow-y-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Average health score per day</caption>
              <thead className="sticky top-0 bg-card">
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Day
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    Average score
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    Customers
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.map((day) => (
                  <tr key={day.day} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-4 text-left font-medium whitespace-nowrap">
                      {calendarDate(day.day)}
                    </th>
                    <td className="px-2 py-2 text-right tabular-nums">{scoreText(day.averageScore)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{formatNumber(day.customers)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <div role="img" aria-label={summaryOf(history)} className="h-64 w-full">
            <HealthHistoryChart
              points={history.map((day) => ({
                label: calendarDate(day.day),
                averageScore: day.averageScore,
              }))}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
