import { TrendingDownIcon, TrendingUpIcon } from "lucide-react";
import type { Stat } from "#web/components/lists/stat-grid";
import { cn } from "#web/lib/style/cn";
import type { Kpi } from "./customer-success-sample-data";

/** A KPI as a headline figure: its monthly change below it, green when the change is good news, else red. */
export function customerKpiStat(kpi: Kpi): Stat {
  const TrendIcon = kpi.trend === "up" ? TrendingUpIcon : TrendingDownIcon;
  return {
    label: kpi.label,
    value: kpi.value,
    note: (
      <>
        <TrendIcon aria-hidden="true" className="size-3.5" />
        {kpi.change}
      </>
    ),
    noteClassName: cn(
      "flex items-center gap-1 font-medium",
      kpi.favourable ? "text-green-700 dark:text-green-300" : "text-red-700 dark:text-red-300",
    ),
  };
}
