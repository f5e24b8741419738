import type { Customer } from "./customer-success-sample-data";

/** The customers whose name or contact name contains the query, ignoring case and surrounding spaces. */
export function filterCustomers(customers: readonly Customer[], query: string): Customer[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...customers];
  return customers.filter(
    (customer) =>
      customer.name.toLowerCase().includes(needle) || customer.contact.toLowerCase().includes(needle),
  );
}
