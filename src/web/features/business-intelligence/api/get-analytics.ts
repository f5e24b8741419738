import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnalyticsPeriod } from "#shared/contracts/analytics";
import { orpc } from "#web/lib/transport/rpc";

/**
 * The Analytics tab's monthly figures over a period (docs/product/business-intelligence.md#analytics). They count
 * deals, payouts, certificates and tickets, so a change to any of them refetches these; the charts on screen stay
 * while the next period loads.
 */
export const analyticsQueryOptions = (period: AnalyticsPeriod) =>
  orpc.analytics.summary.queryOptions({
    input: { period },
    placeholderData: keepPreviousData,
    meta: { alsoReads: [orpc.deals.key(), orpc.payouts.key(), orpc.learning.key(), orpc.tickets.key()] },
  });

export function useAnalytics(period: AnalyticsPeriod) {
  return useQuery(analyticsQueryOptions(period));
}
