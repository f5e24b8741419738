import { type SQL, sql } from "drizzle-orm";
import type { PerformancePeriod } from "#shared/contracts/performance";

/**
 * When a period of Performance Tracking starts, as SQL evaluated by PostgreSQL at query time; undefined for all
 * time. The last 12 months are whole calendar months (UTC), this one included, so the monthly chart starts on a
 * month's first day (docs/product/deals.md#performance-tracking).
 */
export function periodStart(period: PerformancePeriod): SQL | undefined {
  switch (period) {
    case "30d":
      return sql`(now() - interval '30 days')`;
    case "90d":
      return sql`(now() - interval '90 days')`;
    case "12m":
      return sql`((date_trunc('month', now() at time zone 'UTC') - interval '11 months') at time zone 'UTC')`;
    case "all":
      return undefined;
  }
}
