import { SearchIcon } from "lucide-react";
import { useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
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
        <div className="relative w-full sm:max-w-xs">
          <Label htmlFor={searchId} className="sr-only">
            Search customers
          </Label>
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search customers..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* Announces the new count after each keystroke without moving focus. */}
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {shown.length === 0
            ? `No customers match "${query.trim()}". Try another company or contact name.`
            : `Showing ${shown.length} of ${customers.length} customers`}
        </p>
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
