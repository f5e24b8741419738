import { useQuery } from "@tanstack/react-query";
import { type Ref, useState } from "react";
import type { FieldControlProps } from "#web/components/forms/form-field";
import { SearchCombobox } from "#web/components/search/search-combobox";
import { useDebouncedValue } from "#web/lib/hooks/use-debounced-value";
import { customersQueryOptions } from "../api/list-customers";

/** A customer as the ticket screens name it. */
export interface CustomerChoice {
  id: string;
  name: string;
}

/** How many customers one search shows: a full page means there may be more to search for. */
const PAGE = 50;

/**
 * A searchable choice of customer over the directory (its name or contact name, searched on the server as one
 * types). With `nothingLabel` (a filter's "All customers") choosing nothing is offered first; without it typing
 * clears the choice. Nothing is fetched until the list first opens.
 */
export function CustomerChooser({
  control,
  value,
  onChange,
  onBlur,
  nothingLabel,
  disabled = false,
  ref,
}: {
  control: FieldControlProps;
  value: CustomerChoice | null;
  onChange(customer: CustomerChoice | null): void;
  onBlur?(): void;
  nothingLabel?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed.trim());
  const customers = useQuery({
    ...customersQueryOptions({ ...(search ? { search } : {}), sort: "name", pageSize: PAGE }),
    enabled: opened,
  });
  const options: CustomerChoice[] = (customers.data?.items ?? []).map(({ id, name }) => ({ id, name }));

  return (
    <SearchCombobox
      control={control}
      ref={ref}
      value={value}
      onChange={onChange}
      onSearchChange={setTyped}
      onOpen={() => setOpened(true)}
      onBlur={onBlur}
      results={{
        options,
        pending: customers.isPending,
        fetching: customers.isFetching,
        failed: customers.isError,
        search,
        limit: PAGE,
      }}
      optionLabel={(customer) => customer.name}
      nothingLabel={nothingLabel}
      placeholder={nothingLabel ?? "Search customers..."}
      noun={["customer", "customers"]}
      listLabel="Customers"
      disabled={disabled}
    />
  );
}
