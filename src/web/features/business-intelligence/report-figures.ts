import type { z } from "zod";
import type { businessIntelligenceFigures } from "#shared/contracts/dashboard";
import { formatNumber } from "#shared/format";
import type { Stat } from "#web/components/lists/stat-grid";
import { localDate, localTime } from "#web/lib/format/local-time";

type Figures = z.infer<typeof businessIntelligenceFigures>;

/**
 * The module header's figures, worded as the dashboard's Business Intelligence card words them
 * (docs/product/dashboard.md#module-figures): undefined figures (still loading, or not loaded) show a dash.
 */
export function reportFigureStats(figures: Figures | undefined): Stat[] {
  const next = figures?.nextDeliveryAt;
  return [
    {
      label: "Saved Reports",
      value: figures ? formatNumber(figures.savedReports) : "–",
      note: "Yours and those shared with all staff",
    },
    {
      label: "Scheduled Deliveries",
      value: figures ? formatNumber(figures.scheduledDeliveries) : "–",
      note: "Reports mailed on a schedule",
    },
    {
      label: "Next Delivery",
      value: figures ? (next ? localDate(next) : "None scheduled") : "–",
      note: next ? localTime(next) : "The soonest scheduled delivery",
    },
  ];
}
