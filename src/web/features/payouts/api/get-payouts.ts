import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { listPayoutsInput } from "#shared/contracts/payouts";
import { orpc } from "#web/lib/transport/rpc";

export type PayoutsQuery = z.input<typeof listPayoutsInput>;

/** One page of payouts (the partner's own, or every partner's for staff), newest first. */
export const payoutsQueryOptions = (input: PayoutsQuery) =>
  orpc.payouts.list.queryOptions({ input, placeholderData: keepPreviousData });

export function usePayouts(input: PayoutsQuery) {
  return useQuery(payoutsQueryOptions(input));
}
