import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { listDealsInput } from "#shared/contracts/deals";
import { orpc } from "#web/lib/rpc";

export type DealsQuery = z.input<typeof listDealsInput>;

/** One page of deals (the partner's own, or every partner's for staff); the page on screen stays while the next loads. */
export const dealsQueryOptions = (input: DealsQuery) =>
  orpc.deals.list.queryOptions({ input, placeholderData: keepPreviousData });

export function useDeals(input: DealsQuery) {
  return useQuery(dealsQueryOptions(input));
}
