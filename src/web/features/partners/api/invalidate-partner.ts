import type { QueryClient } from "@tanstack/react-query";
import { orpc } from "../../../lib/rpc";

/**
 * Refetches what a change to one partner can alter: the partners lists, that partner's details and the active
 * partners of the deal forms' chooser (a status or a company name changed). Deals are not this feature's.
 */
export function invalidatePartner(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orpc.partners.list.key() }),
    queryClient.invalidateQueries({ queryKey: orpc.partners.get.key({ input: { id } }) }),
    queryClient.invalidateQueries({ queryKey: orpc.partners.listActive.key() }),
  ]);
}
