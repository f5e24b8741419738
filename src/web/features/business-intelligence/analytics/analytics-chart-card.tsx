import type { ReactNode } from "react";
import { ChartCard } from "#web/components/charts/chart-card";
import { DownloadCsvButton } from "#web/components/charts/download-csv-button";
import type { Figures } from "#web/components/charts/figures";
import { FiguresTable } from "#web/components/charts/figures-table";

/** One chart of the Analytics tab: its drawing, its figures as a table, and those figures as a CSV download. */
export function AnalyticsChartCard({
  title,
  description,
  summary,
  chart,
  figures,
  fileName,
  actions,
}: {
  title: string;
  description: string;
  summary: string;
  chart: ReactNode;
  figures: Figures;
  /** The download's name before its day: `analytics-tickets-12m`. */
  fileName: string;
  actions?: ReactNode;
}) {
  return (
    <ChartCard
      title={title}
      description={description}
      summary={summary}
      chart={chart}
      interactive
      table={<FiguresTable caption={figures.caption} columns={figures.columns} rows={figures.rows} />}
      tableClassName="max-h-72"
      actions={
        <>
          {actions}
          <DownloadCsvButton figures={figures} name={fileName} label={title} />
        </>
      }
    />
  );
}
