import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { listCustomersInput } from "#shared/contracts/customers";
import { orpc } from "#web/lib/transport/rpc";

export type CustomersQuery = z.input<typeof listCustomersInput>;

/**
 * One page of the Customer Directory, searched, filtered and sorted on the server; the page on screen stays
 * while the next loads. A ticket opened or worked moves a customer's score, so a tickets change refetches it.
 */
export const customersQueryOptions = (input: CustomersQuery) =>
  orpc.customers.list.queryOptions({
    input,
    placeholderData: keepPreviousData,
    meta: {
      failureTitle: "Error Loading Customers",
      failureDescription: "Could not load customers. Please try again.",
      alsoReads: [orpc.tickets.key()],
    },
  });

export function useCustomers(input: CustomersQuery) {
  return useQuery(customersQueryOptions(input));
}
