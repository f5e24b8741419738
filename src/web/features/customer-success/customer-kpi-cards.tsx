import { TrendingDownIcon, TrendingUpIcon } from "lucide-react";
import { StatCard, StatGrid } from "../../components/stat-grid";
import { cn } from "../../lib/cn";
import type { Kpi } from "./customer-success-sample-data";

/** The KPI figures as one description list, each card a label with its value and monthly change. */
export function CustomerKpiCards({ kpis }: { kpis: readonly Kpi[] }) {
  return (
    <StatGrid>
      {kpis.map((kpi) => {
        const TrendIcon = kpi.trend === "up" ? TrendingUpIcon : TrendingDownIcon;
        return (
          <StatCard
            key={kpi.label}
            label={kpi.label}
            value={kpi.value}
            note={
              <>
                <TrendIcon aria-hidden="true" className="size-3.5" />
                {kpi.change}
              </>
            }
            noteClassName={cn(
              "flex items-center gap-1 font-medium",
              kpi.favourable ? "text-green-700" : "text-red-700",
            )}
          />
        );
      })}
    </StatGrid>
  );
}
