import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/**
 * The signed-in partner's own customers with their open tickets: the dashboard's card and the New Ticket
 * dialog's choice of customer. A ticket the partner opens or a reply it sends refetches it (support.key()).
 */
export const partnerCustomersQueryOptions = () => orpc.support.customers.queryOptions();

export function usePartnerCustomers() {
  return useQuery(partnerCustomersQueryOptions());
}
