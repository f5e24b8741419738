import { LifeBuoyIcon } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "#shared/enums";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { SearchField } from "#web/components/search/search-field";
import { Button } from "#web/components/ui/button";
import { useAddressSearch } from "#web/lib/address/use-address-search";
import { choiceParam, idOrAllParam, recordParam, useAddressState } from "#web/lib/address/use-address-state";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { useCustomerSuccessPeople } from "../api/customer-success-people";
import { useTickets } from "../api/list-tickets";
import { BulkAssignBar } from "./bulk-assign-bar";
import { NewTicketDialog } from "./new-ticket-dialog";
import { TicketFilters, type TicketFilterValues } from "./ticket-filters";
import { TicketListItem } from "./ticket-list-item";
import { useMinuteClock } from "./use-minute-clock";

const VIEWS = [
  { value: "all", label: "All tickets" },
  { value: "mine", label: "My tickets" },
] as const;

/** The assignee filter: a person's id, "none" for unassigned; "all" (the default) leaves the address plain. */
// The view and filters in the address (docs/product/shell-and-navigation.md#lists-and-the-address).
const FILTER_PARAMS = {
  view: choiceParam(["all", "mine"], "all"),
  status: choiceParam(["all", ...TICKET_STATUSES], "all"),
  priority: choiceParam(["all", ...TICKET_PRIORITIES], "all"),
  assignee: idOrAllParam,
  customer: recordParam((value) => z.object({ id: z.uuid(), name: z.string() }).parse(value)),
  breached: choiceParam(["no", "yes"], "no"),
};

/**
 * The Support Tickets tab (docs/product/customer-success.md#support-tickets): New Ticket for every staff
 * member; All tickets or My tickets, filtered, searched (subject or number) and paged on the server; and, for
 * those who work tickets (manage_customers), row checkboxes with a bulk Assign.
 */
export function TicketsTab() {
  const canWork = useAuthorization().hasPermission("manage_customers");
  const [filters, setFilters] = useAddressState(FILTER_PARAMS);
  const { text, setText, search } = useAddressSearch();
  const people = useCustomerSuccessPeople().data?.people ?? [];
  const now = useMinuteClock();
  const [chosen, setChosen] = useState<string[]>([]);
  const mine = filters.view === "mine";

  const assigneeId = mine ? "me" : filters.assignee !== "all" ? filters.assignee : undefined;
  const query = {
    ...(search ? { search } : {}),
    ...(filters.status !== "all" ? { status: filters.status } : {}),
    ...(filters.priority !== "all" ? { priority: filters.priority } : {}),
    ...(assigneeId ? { assigneeId } : {}),
    ...(filters.customer ? { customerId: filters.customer.id } : {}),
    ...(filters.breached === "yes" ? { breached: true } : {}),
  };
  const { list, ...paging } = usePagedList(useTickets, query);
  const items = list.data?.items ?? [];
  const pageIds = items.map((ticket) => ticket.id);
  // Only the tickets shown are assigned: a new page or filter leaves the others out of the choice.
  const chosenIds = chosen.filter((id) => pageIds.includes(id));
  const filtered = Object.keys(query).length > 0 && !(mine && Object.keys(query).length === 1);

  const filterValues: TicketFilterValues = {
    status: filters.status,
    priority: filters.priority,
    assignee: filters.assignee,
    customer: filters.customer,
    breached: filters.breached === "yes",
  };
  const changeFilters = ({ breached, ...changes }: Partial<TicketFilterValues>) =>
    setFilters({ ...changes, ...(breached === undefined ? {} : { breached: breached ? "yes" : "no" }) });

  return (
    <section aria-labelledby="tickets-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="tickets-heading" className="text-xl font-semibold tracking-tight">
            Support Tickets
          </h2>
          <p className="text-sm text-muted-foreground">
            Customers' support requests, newest first, each with its SLA clock.
          </p>
        </div>
        <NewTicketDialog canAssign={canWork} />
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a fieldset of inputs. */}
        <div
          role="group"
          aria-label="Which tickets"
          className="inline-flex w-fit rounded-lg border bg-muted p-1"
        >
          {VIEWS.map((view) => (
            <Button
              key={view.value}
              type="button"
              size="sm"
              variant={filters.view === view.value ? "default" : "ghost"}
              aria-pressed={filters.view === view.value}
              onClick={() => setFilters({ view: view.value })}
            >
              {view.label}
            </Button>
          ))}
        </div>
        <SearchField
          className="md:w-80"
          id="ticket-search"
          label="Search tickets"
          placeholder="Search subject or number..."
          value={text}
          onChange={setText}
        />
      </div>

      <TicketFilters values={filterValues} onChange={changeFilters} people={people} showAssignee={!mine} />

      {canWork ? (
        <BulkAssignBar pageIds={pageIds} chosenIds={chosenIds} onChosenChange={setChosen} people={people} />
      ) : null}

      {list.isPending ? (
        <ListLoading label="Loading tickets" rowClassName="h-24 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load tickets." onRetry={() => list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<LifeBuoyIcon />}
          title={filtered ? "No tickets match" : mine ? "No tickets assigned to you" : "No tickets yet"}
          description={
            filtered ? "Try another search or filter." : "Tickets opened by staff or partners appear here."
          }
        />
      ) : (
        <>
          <ul aria-label="Tickets" aria-busy={list.isFetching} className="grid gap-3">
            {items.map((ticket) => (
              <TicketListItem
                key={ticket.id}
                ticket={ticket}
                now={now}
                selected={chosenIds.includes(ticket.id)}
                onSelectedChange={
                  canWork
                    ? (selected) =>
                        setChosen(
                          selected ? [...chosenIds, ticket.id] : chosenIds.filter((id) => id !== ticket.id),
                        )
                    : undefined
                }
              />
            ))}
          </ul>
          <PaginationBar
            {...paging}
            totalCapped={list.data.totalCapped ?? false}
            noun={["ticket", "tickets"]}
          />
        </>
      )}
    </section>
  );
}
