import { Link } from "react-router";
import type { TicketSummary } from "#shared/contracts/tickets";
import { paths } from "#web/app/paths";
import { SlaBadge } from "./sla-badge";
import { TicketPriorityBadge } from "./ticket-priority-badge";
import { TicketStatusBadge } from "./ticket-status-badge";

/**
 * One ticket of the list: its number and subject (the link to its page), the customer, priority, status,
 * assignee and its SLA reading; with a checkbox for the bulk assignment when `onSelectedChange` is given.
 */
export function TicketListItem({
  ticket,
  now,
  selected,
  onSelectedChange,
}: {
  ticket: TicketSummary;
  now: Date;
  selected: boolean;
  onSelectedChange?(selected: boolean): void;
}) {
  const checkboxId = `ticket-select-${ticket.id}`;
  return (
    <li className="flex min-w-0 gap-3 rounded-xl border bg-card p-4">
      {onSelectedChange ? (
        <input
          id={checkboxId}
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelectedChange(event.target.checked)}
          aria-label={`Select #${ticket.number} ${ticket.subject}`}
          className="mt-1 size-4 shrink-0 cursor-pointer accent-primary"
        />
      ) : null}
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
          <h3 className="min-w-0 font-semibold break-words">
            <Link
              to={paths.customerSuccess.ticket.to(ticket.id)}
              className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="text-muted-foreground tabular-nums">#{ticket.number}</span> {ticket.subject}
            </Link>
          </h3>
          <SlaBadge sla={ticket.sla} now={now} />
        </div>
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{ticket.customer.name}</span>
          {ticket.partner ? ` · via ${ticket.partner.companyName}` : null}
          {" · "}
          {ticket.assignee ? `Assigned to ${ticket.assignee.name}` : "Unassigned"}
        </p>
        <div className="flex flex-wrap gap-2">
          <TicketPriorityBadge priority={ticket.priority} />
          <TicketStatusBadge status={ticket.status} />
        </div>
      </div>
    </li>
  );
}
