import type { ListSearch } from "#web/components/lists/list-filter";
import type { Customer } from "../customer-success-sample-data";

/** The directory search looks in the customer's name and contact name, not the e-mail or phone. */
export const CUSTOMER_SEARCH: ListSearch<Customer> = { fields: ["name", "contact"] };
