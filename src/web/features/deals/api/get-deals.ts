import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { listDealsInput } from "#shared/contracts/deals";
import { orpc } from "#web/lib/transport/rpc";

export type DealsQuery = z.input<typeof listDealsInput>;

/** One page of deals (the partner's own, or every partner's for staff); the page on screen stays while the next loads. */
export const dealsQueryOptions = (input: DealsQuery) =>
  orpc.deals.list.queryOptions({ input, placeholderData: keepPreviousData });

/** The dashboards' recent deals: a failed load is said in place of the list. */
export function useDeals(input: DealsQuery) {
  return useQuery(dealsQueryOptions(input));
}

/** The deals list's page: a failed load is also toasted (docs/product/errors-and-messages.md#failure-toasts). */
export function useDealsListPage(input: DealsQuery) {
  return useQuery({
    ...dealsQueryOptions(input),
    meta: {
      failureTitle: "Error Loading Deals",
      failureDescription: "Could not load deals. Please try again.",
    },
  });
}
