import { TrendingDownIcon, TrendingUpIcon } from "lucide-react";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import type { Kpi } from "./customer-success-sample-data";

/** The KPI figures as one description list, each card a label with its value and monthly change. */
export function CustomerKpiCards({ kpis }: { kpis: readonly Kpi[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {kpis.map((kpi) => {
        const TrendIcon = kpi.trend === "up" ? TrendingUpIcon : TrendingDownIcon;
        return (
          <Card key={kpi.label} className="gap-1 px-4 py-4 sm:px-6 sm:py-5">
            <dt className="text-sm font-medium text-muted-foreground">{kpi.label}</dt>
            <dd className="text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">{kpi.value}</dd>
            <dd
              className={cn(
                "flex items-center gap-1 text-xs font-medium",
                kpi.favourable ? "text-green-700" : "text-red-700",
              )}
            >
              <TrendIcon aria-hidden="true" className="size-3.5" />
              {kpi.change}
            </dd>
          </Card>
        );
      })}
    </dl>
  );
}
