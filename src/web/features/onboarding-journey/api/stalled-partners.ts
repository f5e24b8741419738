import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PageInput } from "#web/lib/queries/use-paged-list";
import { orpc } from "#web/lib/transport/rpc";

/** One page of the partners whose journey stands still, longest first; the page on screen stays while the next loads. */
export function useStalledPartners(input: PageInput) {
  return useQuery(
    orpc.journey.stalled.queryOptions({
      input,
      placeholderData: keepPreviousData,
      meta: {
        failureTitle: "Error Loading Stalled Partners",
        failureDescription: "Could not load the stalled partners.",
        alsoReads: [orpc.partners.key(), orpc.deals.key()],
      },
    }),
  );
}
