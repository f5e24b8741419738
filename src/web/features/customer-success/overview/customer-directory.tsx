import { FilterableSection } from "#web/components/lists/filterable-section";
import { useListFilter } from "#web/components/lists/use-list-filter";
import type { Customer } from "../customer-success-sample-data";
import { CustomerRow } from "./customer-row";
import { CUSTOMER_SEARCH } from "./customer-search";

export function CustomerDirectory({ customers }: { customers: readonly Customer[] }) {
  const filter = useListFilter(customers, CUSTOMER_SEARCH);

  return (
    <FilterableSection
      card
      title="Customer Directory"
      description="Health, status and the latest contact for each account."
      searchLabel="Search customers"
      searchPlaceholder="Search customers..."
      filter={filter}
      items="customers"
      noMatch={(query) => `No customers match "${query}". Try another company or contact name.`}
    >
      {(shown) => (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-1">
          {shown.map((customer) => (
            <CustomerRow key={customer.id} customer={customer} />
          ))}
        </ul>
      )}
    </FilterableSection>
  );
}
