import { useId } from "react";
import { PERFORMANCE_PERIOD_LABELS } from "#shared/contracts/performance";
import { DEAL_STATUSES } from "#shared/enums";
import { formatAmount, formatNumber } from "#shared/format";
import { DEAL_STATUS_LABELS } from "#shared/labels";
import { ChartCard } from "#web/components/charts/chart-card";
import { FiguresTable } from "#web/components/charts/figures-table";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { StatCard, StatGrid } from "#web/components/lists/stat-grid";
import { useAddressState } from "#web/lib/address/use-address-state";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { calendarMonth } from "#web/lib/format/local-time";
import { useMyPerformance } from "../api/get-my-performance";
import { ItemBarChart, MonthlyDealsChart } from "../lazy-charts";
import { PeriodChoice, periodParam } from "../period-choice";
import { winRateText } from "../win-rate-text";

const PARAMS = { period: periodParam };

/**
 * A partner's own performance (docs/product/deals.md#performance-tracking): its figures over the chosen period,
 * its deals by month and by status, each chart with its table.
 */
export function MyPerformance() {
  // The months are redrawn in the date format the person chooses.
  useDisplayPreferences();
  const id = useId();
  const [{ period }, setParams] = useAddressState(PARAMS);
  const performance = useMyPerformance({ period });
  const periodName = PERFORMANCE_PERIOD_LABELS[period].toLowerCase();

  return (
    <section aria-labelledby={`${id}-heading`} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
            My Performance
          </h2>
          <p className="text-sm text-muted-foreground">Your deals, win rate and commission, {periodName}.</p>
        </div>
        <PeriodChoice id={`${id}-period`} value={period} onChange={(next) => setParams({ period: next })} />
      </div>
      {performance.isPending ? (
        <ListLoading label="Loading your performance" rows={2} rowClassName="h-40 w-full" />
      ) : performance.isError ? (
        <ListLoadFailed
          message="Your performance could not be loaded. Please check your connection and try again."
          onRetry={() => performance.refetch()}
        />
      ) : (
        <>
          <StatGrid>
            <StatCard
              label="Deals Submitted"
              value={formatNumber(performance.data.totalDeals)}
              note={`${formatNumber(performance.data.byStatus.closed_won)} closed won`}
            />
            <StatCard
              label="Win Rate"
              value={winRateText(performance.data.winRate)}
              note="Won of won and lost"
            />
            <StatCard
              label="Value Won"
              value={formatAmount(performance.data.wonValue)}
              note="Closed won deals"
            />
            <StatCard
              label="Commission Earned"
              value={formatAmount(performance.data.commissionEarned)}
              note={`${formatAmount(performance.data.commissionPaid)} paid`}
            />
          </StatGrid>
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartCard
              interactive
              title="Deals by Month"
              description="Deals submitted each month, by status."
              summary={`Bar chart of the deals you submitted each month, ${periodName}, stacked by status.`}
              chart={
                <MonthlyDealsChart
                  months={performance.data.months.map((month) => ({
                    ...month,
                    label: calendarMonth(month.month),
                  }))}
                />
              }
              table={
                <FiguresTable
                  caption="Deals by month"
                  columns={["Month", ...DEAL_STATUSES.map((status) => DEAL_STATUS_LABELS[status])]}
                  rows={performance.data.months.map((month) => ({
                    key: month.month,
                    cells: [
                      calendarMonth(month.month),
                      ...DEAL_STATUSES.map((status) => formatNumber(month.byStatus[status])),
                    ],
                  }))}
                />
              }
            />
            <ChartCard
              interactive
              title="Deals by Status"
              description="Where the deals of the period stand now."
              summary={`Bar chart of the deals you submitted ${periodName}, one bar per status.`}
              chart={
                <ItemBarChart
                  items={DEAL_STATUSES.map((status) => ({
                    label: DEAL_STATUS_LABELS[status],
                    value: performance.data.byStatus[status],
                  }))}
                  valueName="Deals"
                  format={formatNumber}
                  whole
                />
              }
              table={
                <FiguresTable
                  caption="Deals by status"
                  columns={["Status", "Deals"]}
                  rows={DEAL_STATUSES.map((status) => ({
                    key: status,
                    cells: [DEAL_STATUS_LABELS[status], formatNumber(performance.data.byStatus[status])],
                  }))}
                />
              }
            />
          </div>
        </>
      )}
    </section>
  );
}
