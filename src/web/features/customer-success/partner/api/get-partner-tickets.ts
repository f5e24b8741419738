import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { listPartnerTicketsInput } from "#shared/contracts/tickets";
import { orpc } from "#web/lib/transport/rpc";

export type PartnerTicketsQuery = z.input<typeof listPartnerTicketsInput>;

/**
 * One page of the partner's own tickets, newest first; the page on screen stays while the next loads, and a
 * failed load is also toasted (docs/product/errors-and-messages.md#failure-toasts).
 */
export function usePartnerTicketsPage(input: PartnerTicketsQuery) {
  return useQuery(
    orpc.support.tickets.queryOptions({
      input,
      placeholderData: keepPreviousData,
      meta: {
        failureTitle: "Error Loading Tickets",
        failureDescription: "Could not load your tickets. Please try again.",
      },
    }),
  );
}
