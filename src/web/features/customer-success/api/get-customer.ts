import { useQuery } from "@tanstack/react-query";
import { retryUnlessMissing } from "#web/lib/queries/missing-item";
import { orpc } from "#web/lib/transport/rpc";

/**
 * One customer's page: its row, its health explained, onboarding, deals, latest tickets and contacts. A missing
 * one is not asked for again; a tickets change refetches it, as its tickets and health follow them.
 */
export const customerQueryOptions = (id: string) =>
  orpc.customers.get.queryOptions({
    input: { id },
    retry: retryUnlessMissing,
    meta: { alsoReads: [orpc.tickets.key()] },
  });

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}
