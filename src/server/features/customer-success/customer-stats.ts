import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { customerStatsOutput } from "#shared/contracts/customers";
import { type CustomerCounts, customerCounts } from "./customer-counts";
import { momentSql } from "./recompute-health";

// The Customer Success KPI cards (docs/product/customer-success.md#kpi-cards): each figure now, and its change
// from the same figure 30 days ago as the daily run recorded it in customer_health_days.

export type CustomerStats = z.output<typeof customerStatsOutput>;

/** How far back "from last month" looks. */
export const KPI_CHANGE_DAYS = 30;

const averageOf = (f: CustomerCounts) => {
  const counted = f.customers - f.churned;
  return counted === 0 ? 0 : Math.round(f.scoreSum / counted);
};
const churnRateOf = (f: CustomerCounts) =>
  f.customers === 0 ? 0 : Math.round((f.churned / f.customers) * 1000) / 10;
/** One decimal, without the floating-point tail a subtraction of two one-decimal rates leaves. */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The four KPI cards. Now: the customers counted by status (customer-counts.ts), never the snapshots; 30 days
 * ago: that day's row of customer_health_days, or no change when the run wrote none.
 */
export async function customerStats(db: Pick<Db, "execute">, now?: Date): Promise<CustomerStats> {
  const current = await customerCounts(db);
  const { rows: past } = (await db.execute(sql`
    select healthy, at_risk, churned, customers, score_sum from customer_health_days
    where day = (${momentSql(now)} at time zone 'UTC')::date - ${KPI_CHANGE_DAYS}::int`)) as unknown as {
    rows: {
      healthy: number;
      at_risk: number;
      churned: number;
      customers: number;
      score_sum: number | string;
    }[];
  };
  const then: CustomerCounts | undefined = past[0] && {
    healthy: Number(past[0].healthy),
    atRisk: Number(past[0].at_risk),
    churned: Number(past[0].churned),
    customers: Number(past[0].customers),
    scoreSum: Number(past[0].score_sum),
  };
  const kpi = (of: (f: CustomerCounts) => number) => ({
    value: of(current),
    change: then ? oneDecimal(of(current) - of(then)) : null,
  });
  return {
    healthyCustomers: kpi((f) => f.healthy),
    atRisk: kpi((f) => f.atRisk),
    avgHealthScore: kpi(averageOf),
    churnRate: kpi(churnRateOf),
  };
}
