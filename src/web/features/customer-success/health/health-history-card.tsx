import { ChartLineIcon } from "lucide-react";
import type { z } from "zod";
import type { healthDashboardOutput } from "#shared/contracts/customers";
import { formatNumber, formatPercent } from "#shared/format";
import { ChartCard } from "#web/components/charts/chart-card";
import { FiguresTable } from "#web/components/charts/figures-table";
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
  return (
    <ChartCard
      title="Average Health, Last 90 Days"
      description="The average score of the customers each day, from the daily snapshots."
      summary={summaryOf(history)}
      chartIcon={<ChartLineIcon aria-hidden="true" />}
      chart={
        <HealthHistoryChart
          points={history.map((day) => ({ label: calendarDate(day.day), averageScore: day.averageScore }))}
        />
      }
      tableClassName="max-h-72 overflow-y-auto"
      table={
        <FiguresTable
          caption="Average health score per day"
          columns={["Day", "Average score", "Customers"]}
          rows={history.map((day) => ({
            key: day.day,
            cells: [calendarDate(day.day), scoreText(day.averageScore), formatNumber(day.customers)],
          }))}
        />
      }
    />
  );
}
