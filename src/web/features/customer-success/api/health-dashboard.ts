import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/**
 * The Health Dashboard tab: customers per band now, the average score over 90 days and this week's largest
 * falls. Customers and tickets move the scores, so a change to either refetches it.
 */
export const healthDashboardQueryOptions = () =>
  orpc.customerHealth.dashboard.queryOptions({
    meta: { alsoReads: [orpc.customers.key(), orpc.tickets.key()] },
  });

export function useHealthDashboard() {
  return useQuery(healthDashboardQueryOptions());
}
