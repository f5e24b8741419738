import { useId, useState } from "react";
import { SearchField } from "../../components/search-field";
import { SearchStatus } from "../../components/search-status";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { CustomerRow } from "./customer-row";
import { filterCustomers } from "./customer-search";
import type { Customer } from "./customer-success-sample-data";

export function CustomerDirectory({ customers }: { customers: readonly Customer[] }) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const shown = filterCustomers(customers, query);

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle asChild>
            <h2>Customer Directory</h2>
          </CardTitle>
          <CardDescription>Health, status and the latest contact for each account.</CardDescription>
        </div>
        <SearchField
          id={searchId}
          label="Search customers"
          placeholder="Search customers..."
          value={query}
          onChange={setQuery}
          className="w-full sm:max-w-xs"
        />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <SearchStatus
          shown={shown.length}
          total={customers.length}
          items="customers"
          noMatch={`No customers match "${query.trim()}". Try another company or contact name.`}
        />
        {shown.length > 0 ? (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-1">
            {shown.map((customer) => (
              <CustomerRow key={customer.id} customer={customer} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
