import { useId } from "react";
import {
  PERFORMANCE_PERIOD_LABELS,
  PERFORMANCE_SORT_LABELS,
  PERFORMANCE_SORTS,
  type PerformanceRankingItem,
  type PerformanceSort,
} from "#shared/contracts/performance";
import { formatAmount, formatMoney, formatNumber } from "#shared/format";
import { ChartCard } from "#web/components/charts/chart-card";
import { FiguresTable } from "#web/components/charts/figures-table";
import { SelectFilter } from "#web/components/forms/select-filter";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { ScrollRegion } from "#web/components/lists/scroll-region";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { useTierNames } from "#web/domain/tier-names";
import { choiceParam, useAddressState } from "#web/lib/address/use-address-state";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { usePerformanceRanking } from "../api/get-performance-ranking";
import { ItemBarChart } from "../lazy-charts";
import { PeriodChoice, periodParam } from "../period-choice";
import { winRateText } from "../win-rate-text";
import { RankingList } from "./ranking-list";

const PARAMS = { period: periodParam, sort: choiceParam(PERFORMANCE_SORTS, "dealsWon") };

const SORT_OPTIONS = PERFORMANCE_SORTS.map((sort) => ({ value: sort, label: PERFORMANCE_SORT_LABELS[sort] }));

/** A partner's figure the ranking is ordered by, as a number for the chart and as text for people. */
const MEASURES: Record<
  PerformanceSort,
  { value(item: PerformanceRankingItem): number; text(value: number): string }
> = {
  dealsWon: { value: (item) => item.dealsWon, text: formatNumber },
  wonValue: { value: (item) => Number(item.wonValue), text: formatMoney },
  commissionEarned: { value: (item) => Number(item.commissionEarned), text: formatMoney },
};

const COLUMNS = [
  "Partner",
  "Rank",
  "Tier",
  "Deals won",
  "Deals lost",
  "Win rate",
  "Value won",
  "Commission earned",
  "Commission paid",
] as const;

/**
 * Every partner ranked over the chosen period by the chosen figure (docs/product/deals.md#performance-tracking):
 * a chart of the page's partners with its table, and the ranking itself, paged by the server. The period, the
 * order and the page are in the address.
 */
export function PerformanceRanking() {
  const id = useId();
  const [{ period, sort }, setParams] = useAddressState(PARAMS);
  const { list, ...paging } = usePagedList(usePerformanceRanking, { period, sort });
  const periodName = PERFORMANCE_PERIOD_LABELS[period].toLowerCase();
  const measure = MEASURES[sort];
  const sortName = PERFORMANCE_SORT_LABELS[sort];
  const tierNames = useTierNames();
  const items = list.data?.items ?? [];
  const rankingRows = items.map((item) => ({
    key: item.partnerId,
    name: item.companyName,
    rank: formatNumber(item.rank),
    figures: [
      tierNames[item.tier],
      formatNumber(item.dealsWon),
      formatNumber(item.dealsLost),
      winRateText(item.winRate),
      formatAmount(item.wonValue),
      formatAmount(item.commissionEarned),
      formatAmount(item.commissionPaid),
    ],
  }));

  return (
    <section aria-labelledby={`${id}-heading`} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
            Partner Performance
          </h2>
          <p className="text-sm text-muted-foreground">
            Every partner ranked by {sortName.toLowerCase()}, {periodName}.
          </p>
        </div>
        <div className="flex w-full flex-wrap gap-3 sm:w-auto">
          <PeriodChoice id={`${id}-period`} value={period} onChange={(next) => setParams({ period: next })} />
          <SelectFilter
            id={`${id}-sort`}
            label="Rank by"
            value={sort}
            options={SORT_OPTIONS}
            onChange={(next) => setParams({ sort: next })}
            className="w-full sm:w-48"
          />
        </div>
      </div>
      {list.isPending ? (
        <ListLoading label="Loading the ranking" rows={3} rowClassName="h-24 w-full" />
      ) : list.isError ? (
        <ListLoadFailed
          message="The ranking could not be loaded. Please check your connection and try again."
          onRetry={() => list.refetch()}
        />
      ) : (
        <>
          <ChartCard
            interactive
            title={`${sortName} by Partner`}
            description={`The partners on this page of the ranking, ${periodName}.`}
            summary={`Bar chart of ${sortName.toLowerCase()} for the partners on this page of the ranking, ${periodName}.`}
            chart={
              <ItemBarChart
                items={items.map((item) => ({ label: item.companyName, value: measure.value(item) }))}
                valueName={sortName}
                format={measure.text}
                whole={sort === "dealsWon"}
                colour="#15803d"
              />
            }
            table={
              <FiguresTable
                caption={`${sortName} by partner`}
                columns={["Partner", "Rank", sortName]}
                rows={items.map((item) => ({
                  key: item.partnerId,
                  cells: [item.companyName, formatNumber(item.rank), measure.text(measure.value(item))],
                }))}
              />
            }
          />
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h3>Ranking</h3>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid min-w-0 gap-4">
              {items.length === 0 ? (
                <p className="text-sm text-muted-foreground">No partners yet.</p>
              ) : (
                <>
                  {/* Nine columns fit from a tablet's width; a phone reads one card per partner. */}
                  <ScrollRegion label="Ranking table" className="hidden md:block">
                    <FiguresTable
                      caption={`Partners ranked by ${sortName.toLowerCase()}, ${periodName}`}
                      columns={COLUMNS}
                      rows={rankingRows.map((row) => ({
                        key: row.key,
                        cells: [row.name, row.rank, ...row.figures],
                      }))}
                    />
                  </ScrollRegion>
                  <div className="md:hidden">
                    <RankingList
                      label={`Partners ranked by ${sortName.toLowerCase()}, ${periodName}`}
                      columns={COLUMNS.slice(2)}
                      rows={rankingRows}
                    />
                  </div>
                </>
              )}
              <PaginationBar {...paging} noun={["partner", "partners"]} />
            </CardContent>
          </Card>
        </>
      )}
    </section>
  );
}
