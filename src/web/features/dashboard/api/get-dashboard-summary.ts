import { useQuery } from "@tanstack/react-query";
import { personKey } from "#web/lib/queries/person-key";
import { client, orpc } from "#web/lib/transport/rpc";

/**
 * The module figures the signed-in person may see, keyed by the person: what they may see is theirs. The figures
 * count customers, tickets, partners, deals, payouts, courses and reports, so a change to any of them refetches
 * these.
 */
export function useDashboardSummary(userId: string | undefined) {
  return useQuery({
    queryKey: personKey(orpc.dashboard.summary.queryKey(), userId),
    queryFn: () => client.dashboard.summary(),
    enabled: Boolean(userId),
    meta: {
      alsoReads: [
        orpc.customers.key(),
        orpc.tickets.key(),
        orpc.partners.key(),
        orpc.deals.key(),
        orpc.payouts.key(),
        orpc.learning.key(),
        orpc.reports.key(),
      ],
    },
  });
}
