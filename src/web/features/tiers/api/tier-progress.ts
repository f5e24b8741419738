import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/**
 * The signed-in partner's tier and rate and its progress to the next tier. It counts the partner's won deals and
 * completed courses, so a change to either refetches it.
 */
export function useTierProgress() {
  return useQuery(
    orpc.programme.tierProgress.queryOptions({
      meta: { alsoReads: [orpc.deals.key(), orpc.learning.key()] },
    }),
  );
}
