import { useId } from "react";
import { ANALYTICS_PERIOD_LABELS, type Analytics, type AnalyticsPeriod } from "#shared/contracts/analytics";
import { DEAL_STATUSES } from "#shared/enums";
import { SelectFilter } from "#web/components/forms/select-filter";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { choiceParam, useAddressState } from "#web/lib/address/use-address-state";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { calendarMonth } from "#web/lib/format/local-time";
import { useAnalytics } from "../api/get-analytics";
import { AnalyticsChartCard } from "./analytics-chart-card";
import {
  certificateFigures,
  type PipelineMeasure,
  pipelineFigures,
  TOP_PARTNERS_PERIOD_TEXT,
  ticketFigures,
  topPartnersFigures,
  wonFigures,
} from "./analytics-figures";
import { AnalyticsHeadline } from "./analytics-headline";
import { AnalyticsPeriodChoice, analyticsPeriodParam } from "./analytics-period";
import {
  CertificatesChart,
  PipelineChart,
  TicketsChart,
  TopPartnersChart,
  WonChart,
} from "./lazy-analytics-charts";

const MEASURES = ["count", "value"] as const satisfies readonly PipelineMeasure[];
const MEASURE_OPTIONS = [
  { value: "count", label: "Deals" },
  { value: "value", label: "Value" },
] as const;

/** The period (`?period=3m`) and what Pipeline by status counts (`?pipeline=value`), kept in the address. */
const PARAMS = { period: analyticsPeriodParam, pipeline: choiceParam(MEASURES, "count") };

/**
 * The Analytics tab for holders of view_analytics (docs/product/business-intelligence.md#analytics): the
 * period's headline figures and its charts, each with its table and CSV; only the sections the server sends.
 */
export function AnalyticsDashboard() {
  // The months are redrawn in the date format the person chooses.
  useDisplayPreferences();
  const id = useId();
  const [{ period, pipeline }, setParams] = useAddressState(PARAMS);
  const analytics = useAnalytics(period);

  return (
    <section aria-labelledby={`${id}-heading`} className="grid min-w-0 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
            Analytics
          </h2>
          <p className="text-sm text-muted-foreground">
            The portal's figures month by month, {ANALYTICS_PERIOD_LABELS[period].toLowerCase()}.
          </p>
        </div>
        <AnalyticsPeriodChoice
          id={`${id}-period`}
          value={period}
          onChange={(next) => setParams({ period: next })}
        />
      </div>
      {analytics.isPending ? (
        <ListLoading label="Loading analytics" rows={2} rowClassName="h-40 w-full" />
      ) : analytics.isError ? (
        <ListLoadFailed
          message="Analytics could not be loaded. Please check your connection and try again."
          onRetry={() => analytics.refetch()}
        />
      ) : (
        <>
          <AnalyticsHeadline analytics={analytics.data} />
          <div className="grid gap-4 lg:grid-cols-2">
            {analytics.data.deals ? (
              <DealCharts
                deals={analytics.data.deals}
                period={analytics.data.period}
                measure={pipeline}
                onMeasure={(next) => setParams({ pipeline: next })}
                measureId={`${id}-pipeline`}
              />
            ) : null}
            {analytics.data.certificates ? (
              <CertificatesCard certificates={analytics.data.certificates} period={analytics.data.period} />
            ) : null}
            <TicketsCard tickets={analytics.data.tickets} period={analytics.data.period} />
          </div>
        </>
      )}
    </section>
  );
}

const periodText = (period: AnalyticsPeriod) => ANALYTICS_PERIOD_LABELS[period].toLowerCase();

function DealCharts({
  deals,
  period,
  measure,
  onMeasure,
  measureId,
}: {
  deals: NonNullable<Analytics["deals"]>;
  period: AnalyticsPeriod;
  measure: PipelineMeasure;
  onMeasure(measure: PipelineMeasure): void;
  measureId: string;
}) {
  const asMoney = measure === "value";
  return (
    <>
      <AnalyticsChartCard
        title="Pipeline by Status"
        description={
          asMoney
            ? "The value of the deals submitted each month, by their status now."
            : "Deals submitted each month, by their status now."
        }
        summary={`Bar chart of the ${asMoney ? "value of the " : ""}deals submitted each month, ${periodText(period)}, stacked by status.`}
        chart={
          <PipelineChart
            asMoney={asMoney}
            months={deals.pipeline.map(({ month, byStatus }) => ({
              label: calendarMonth(month),
              byStatus: Object.fromEntries(
                DEAL_STATUSES.map((status) => [
                  status,
                  asMoney ? Number(byStatus[status].value) : byStatus[status].count,
                ]),
              ) as Record<(typeof DEAL_STATUSES)[number], number>,
            }))}
          />
        }
        figures={pipelineFigures(deals.pipeline, measure)}
        fileName={`analytics-pipeline-by-status-${asMoney ? "value" : "deals"}-${period}`}
        actions={
          <SelectFilter
            id={measureId}
            label="Show"
            value={measure}
            options={MEASURE_OPTIONS}
            onChange={onMeasure}
            className="w-28"
          />
        }
      />
      <AnalyticsChartCard
        title="Won Value and Commission"
        description="The value of the deals closed won each month, and the commission paid out."
        summary={`Bar chart of the value of the deals won each month, ${periodText(period)}, with a line of the commission paid.`}
        chart={
          <WonChart
            months={deals.won.map(({ month, value, commission }) => ({
              label: calendarMonth(month),
              value: Number(value),
              commission: Number(commission),
            }))}
          />
        }
        figures={wonFigures(deals.won)}
        fileName={`analytics-won-value-and-commission-${period}`}
      />
      <AnalyticsChartCard
        title="Top Partners"
        description={`The partners with the most value won ${TOP_PARTNERS_PERIOD_TEXT[deals.topPartnersPeriod]}.`}
        summary={`Bar chart of the partners with the most value won ${TOP_PARTNERS_PERIOD_TEXT[deals.topPartnersPeriod]}, largest first.`}
        chart={
          <TopPartnersChart
            partners={deals.topPartners.map(({ companyName, wonValue }) => ({
              label: companyName,
              value: Number(wonValue),
            }))}
          />
        }
        figures={topPartnersFigures(deals.topPartners)}
        fileName={`analytics-top-partners-${period}`}
      />
    </>
  );
}

function CertificatesCard({
  certificates,
  period,
}: {
  certificates: NonNullable<Analytics["certificates"]>;
  period: AnalyticsPeriod;
}) {
  return (
    <AnalyticsChartCard
      title="Certificates by Month"
      description="Course certificates issued each month."
      summary={`Bar chart of the certificates issued each month, ${periodText(period)}.`}
      chart={
        <CertificatesChart
          months={certificates.map(({ month, issued }) => ({ label: calendarMonth(month), issued }))}
        />
      }
      figures={certificateFigures(certificates)}
      fileName={`analytics-certificates-${period}`}
    />
  );
}

function TicketsCard({ tickets, period }: { tickets: Analytics["tickets"]; period: AnalyticsPeriod }) {
  return (
    <AnalyticsChartCard
      title="Tickets and SLA Attainment"
      description="Tickets opened and solved each month, and the share of those solved within every SLA target."
      summary={`Bar chart of the tickets opened and solved each month, ${periodText(period)}, with a line of the SLA attainment in percent.`}
      chart={
        <TicketsChart
          months={tickets.map(({ month, opened, solved, attainment }) => ({
            label: calendarMonth(month),
            opened,
            solved,
            attainment: attainment === null ? null : attainment * 100,
          }))}
        />
      }
      figures={ticketFigures(tickets)}
      fileName={`analytics-tickets-${period}`}
    />
  );
}
