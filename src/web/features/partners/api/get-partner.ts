import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/rpc";

/** One partner for an administrator: terms, application, newest deals and payouts, audit history. */
export const partnerQueryOptions = (id: string) => orpc.partners.get.queryOptions({ input: { id } });

export function usePartner(id: string) {
  return useQuery(partnerQueryOptions(id));
}
