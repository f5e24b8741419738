import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { listTicketsInput } from "#shared/contracts/tickets";
import { orpc } from "#web/lib/transport/rpc";

export type TicketsQuery = z.input<typeof listTicketsInput>;

/**
 * One page of the Support Tickets list, filtered, searched and paged on the server; the page on screen stays
 * while the next loads. A failed load is toasted (docs/product/errors-and-messages.md#failure-toasts).
 */
export const ticketsQueryOptions = (input: TicketsQuery) =>
  orpc.tickets.list.queryOptions({
    input,
    placeholderData: keepPreviousData,
    meta: {
      failureTitle: "Error Loading Tickets",
      failureDescription: "Could not load tickets. Please try again.",
    },
  });

export function useTickets(input: TicketsQuery) {
  return useQuery(ticketsQueryOptions(input));
}
