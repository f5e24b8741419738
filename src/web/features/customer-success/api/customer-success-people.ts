import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** Who may own a customer: staff holding manage_customers, administrators included. */
export const customerSuccessPeopleQueryOptions = () =>
  orpc.customers.people.queryOptions({ staleTime: 5 * 60_000 });

export function useCustomerSuccessPeople() {
  return useQuery(customerSuccessPeopleQueryOptions());
}
