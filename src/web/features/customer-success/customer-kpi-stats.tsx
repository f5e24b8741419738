import { MinusIcon, TrendingDownIcon, TrendingUpIcon } from "lucide-react";
import type { z } from "zod";
import type { customerStatsOutput } from "#shared/contracts/customers";
import { formatNumber, formatPercent } from "#shared/format";
import type { Stat } from "#web/components/lists/stat-grid";
import { cn } from "#web/lib/style/cn";

type CustomerStats = z.output<typeof customerStatsOutput>;
type Kpi = CustomerStats["healthyCustomers"];

/** Shown in place of a figure while it loads, or when it could not be loaded. */
const NO_FIGURE = "–";

interface KpiCard {
  label: string;
  kpi: keyof CustomerStats;
  /** How the figure and its change read: a count, or a percentage (the change in percentage points). */
  format(value: number): string;
  /** Whether a rise is good news; a rising churn rate is not. */
  riseIsGood: boolean;
}

const count = (value: number) => formatNumber(value);
const percent = (value: number) => formatPercent(value);

/** The four cards (docs/product/customer-success.md#kpi-cards), in the order the screen shows them. */
const CARDS: readonly KpiCard[] = [
  { label: "Healthy Customers", kpi: "healthyCustomers", format: count, riseIsGood: true },
  { label: "At Risk", kpi: "atRisk", format: count, riseIsGood: false },
  { label: "Avg Health Score", kpi: "avgHealthScore", format: percent, riseIsGood: true },
  { label: "Churn Rate", kpi: "churnRate", format: percent, riseIsGood: false },
];

/** The change below a figure: "+3 from last month", or says why there is none. */
function kpiChangeText(change: number | null, format: (value: number) => string): string {
  if (change === null) return "No figure for last month";
  if (change === 0) return "No change from last month";
  const sign = change > 0 ? "+" : "-";
  return `${sign}${format(Math.abs(change))} from last month`;
}

function kpiNote(kpi: Kpi, card: KpiCard): Pick<Stat, "note" | "noteClassName"> {
  const text = kpiChangeText(kpi.change, card.format);
  if (kpi.change === null || kpi.change === 0) {
    return {
      note: (
        <>
          {kpi.change === 0 ? <MinusIcon aria-hidden="true" className="size-3.5" /> : null}
          {text}
        </>
      ),
      noteClassName: "flex items-center gap-1",
    };
  }
  const rose = kpi.change > 0;
  const TrendIcon = rose ? TrendingUpIcon : TrendingDownIcon;
  return {
    note: (
      <>
        <TrendIcon aria-hidden="true" className="size-3.5 shrink-0" />
        {text}
      </>
    ),
    noteClassName: cn(
      "flex items-center gap-1 font-medium",
      rose === card.riseIsGood ? "text-green-700 dark:text-green-300" : "text-red-700 dark:text-red-300",
    ),
  };
}

/**
 * The KPI cards from customerHealth.stats: each figure with its change from the same day last month, green when
 * the change is good news, else red; a dash and the reason while they load or when they could not be loaded.
 */
export function customerKpiStats(stats: CustomerStats | undefined, failed: boolean): Stat[] {
  return CARDS.map((card) => {
    if (!stats) {
      return { label: card.label, value: NO_FIGURE, note: failed ? "Could not be loaded" : "Loading" };
    }
    const kpi = stats[card.kpi];
    return { label: card.label, value: card.format(kpi.value), ...kpiNote(kpi, card) };
  });
}
