import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/**
 * How the active partners' journeys stand (in progress, stalled, done) and the mean time from approval to first
 * deal. It counts partners and their deals, so a change to either refetches it.
 */
export function useJourneySummary() {
  return useQuery(
    orpc.journey.summary.queryOptions({
      meta: { alsoReads: [orpc.partners.key(), orpc.deals.key()] },
    }),
  );
}
