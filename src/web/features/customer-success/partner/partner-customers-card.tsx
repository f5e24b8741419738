import { UsersIcon } from "lucide-react";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { CustomerStatusBadge } from "../overview/customer-status-badge";
import { HealthScore } from "../overview/health-score";
import { usePartnerCustomers } from "./api/get-partner-customers";

/**
 * Your customers, on the partner dashboard's first tab (docs/product/customer-success.md#partners): the
 * customers the partner sold, each with its contact, health score, status and the tickets the partner has open
 * about it.
 */
export function PartnerCustomersCard() {
  const customers = usePartnerCustomers();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Your customers</h2>
        </CardTitle>
        <CardDescription>The customers your won deals brought, and how they are doing.</CardDescription>
      </CardHeader>
      <CardContent>
        {customers.isPending ? (
          <ListLoading label="Loading your customers" rows={2} rowClassName="h-14 w-full" />
        ) : customers.isError ? (
          <ListLoadFailed message="Failed to load your customers." onRetry={() => customers.refetch()} />
        ) : customers.data.customers.length === 0 ? (
          <EmptyState
            icon={<UsersIcon />}
            title="No customers yet"
            description="A deal you registered that closes won brings its customer here."
          />
        ) : (
          <ul aria-label="Your customers" className="grid divide-y">
            {customers.data.customers.map((customer) => (
              <li
                key={customer.id}
                className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-x-4"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{customer.name}</p>
                  <p className="text-sm text-muted-foreground break-words">{customer.contactName}</p>
                </div>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span>
                    <span className="sr-only">Health score </span>
                    <HealthScore score={customer.healthScore} />
                  </span>
                  <CustomerStatusBadge status={customer.status} />
                  <span className="text-muted-foreground tabular-nums">
                    {customer.openTickets === 1 ? "1 open ticket" : `${customer.openTickets} open tickets`}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
