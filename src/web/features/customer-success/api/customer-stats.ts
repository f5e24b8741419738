import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/**
 * The four KPI cards with their change from last month. Customers and tickets move the figures, so a change to
 * either refetches them.
 */
export const customerStatsQueryOptions = () =>
  orpc.customerHealth.stats.queryOptions({
    meta: { alsoReads: [orpc.customers.key(), orpc.tickets.key()] },
  });

export function useCustomerStats() {
  return useQuery(customerStatsQueryOptions());
}
