import { LifeBuoyIcon } from "lucide-react";
import { useRef } from "react";
import { useSearchParams } from "react-router";
import type { TicketSummary } from "#shared/contracts/tickets";
import { TICKET_STATUSES } from "#shared/enums";
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from "#shared/labels";
import { SelectFilter } from "#web/components/forms/select-filter";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { LocalDateTime } from "#web/components/text/local-date-time";
import { choiceParam, useAddressState, useAddressWriter } from "#web/lib/address/use-address-state";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { TicketStatusBadge } from "../tickets/ticket-status-badge";
import { usePartnerTicketsPage } from "./api/get-partner-tickets";
import { OpenTicketDialog } from "./open-ticket-dialog";
import { PartnerTicketDialog } from "./partner-ticket-view";

// The filter and the open ticket in the address (docs/product/shell-and-navigation.md#lists-and-the-address).
const FILTER_PARAMS = { status: choiceParam(["all", ...TICKET_STATUSES], "all") };
const TICKET_PARAM = "ticket";
const STATUS_OPTIONS = TICKET_STATUSES.map((status) => ({
  value: status,
  label: TICKET_STATUS_LABELS[status],
}));

/**
 * The partner dashboard's Support tab (docs/product/customer-success.md#partners): the tickets the partner
 * opened about its customers, newest first, filtered by status and paged on the server; New Ticket opens one,
 * and a ticket opens over the list with its public replies and a reply box.
 */
export function SupportTab() {
  const [{ status }, setFilters] = useAddressState(FILTER_PARAMS);
  const [search] = useSearchParams();
  const write = useAddressWriter();
  const openTicketId = search.get(TICKET_PARAM);
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const { list, ...paging } = usePagedList(usePartnerTicketsPage, status !== "all" ? { status } : {});
  // Opening or closing a ticket keeps the page the list is on.
  const showTicket = (id: string | null) => write({ [TICKET_PARAM]: id, page: search.get("page") });
  const open = (id: string, button: HTMLElement | null) => {
    opener.current = button;
    showTicket(id);
  };
  // Back to the row's button, or to the heading when the ticket is not on this page (a new one, a link).
  const returnFocus = (event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : heading.current)?.focus();
  };

  return (
    <section aria-labelledby="support-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2
            id="support-heading"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold tracking-tight outline-none"
          >
            Support Tickets
          </h2>
          <p className="text-sm text-muted-foreground">
            Tickets you opened about your customers, newest first, with our team's replies.
          </p>
        </div>
        <OpenTicketDialog onOpened={(id) => open(id, null)} />
      </div>
      <div className="sm:max-w-xs">
        <SelectFilter
          id="partner-ticket-status"
          label="Status"
          allLabel="All statuses"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(next) => setFilters({ status: next })}
        />
      </div>

      {list.isPending ? (
        <ListLoading label="Loading tickets" rowClassName="h-20 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load your tickets." onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<LifeBuoyIcon />}
          title={status !== "all" ? "No tickets match" : "No tickets yet"}
          description={
            status !== "all"
              ? "Try another status."
              : "Open a ticket when one of your customers needs our help."
          }
        />
      ) : (
        <>
          <ul aria-label="Tickets" aria-busy={list.isFetching} className="grid gap-3">
            {list.data.items.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} onOpen={open} />
            ))}
          </ul>
          <PaginationBar
            {...paging}
            totalCapped={list.data.totalCapped ?? false}
            noun={["ticket", "tickets"]}
          />
        </>
      )}
      <PartnerTicketDialog
        ticketId={openTicketId}
        onClose={() => showTicket(null)}
        onCloseAutoFocus={returnFocus}
      />
    </section>
  );
}

function TicketRow({
  ticket,
  onOpen,
}: {
  ticket: TicketSummary;
  onOpen(id: string, button: HTMLElement): void;
}) {
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-x-4">
      <div className="grid min-w-0 gap-1">
        <button
          type="button"
          className="w-fit max-w-full text-left font-medium break-words text-primary underline-offset-2 hover:underline rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={(event) => onOpen(ticket.id, event.currentTarget)}
        >
          <span className="text-muted-foreground tabular-nums">#{ticket.number}</span> {ticket.subject}
        </button>
        <p className="text-sm text-muted-foreground break-words">
          {ticket.customer.name} · {TICKET_PRIORITY_LABELS[ticket.priority]} priority
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:justify-end">
        <TicketStatusBadge status={ticket.status} />
        <span className="text-muted-foreground">
          Updated <LocalDateTime date={ticket.updatedAt} />
        </span>
      </div>
    </li>
  );
}
