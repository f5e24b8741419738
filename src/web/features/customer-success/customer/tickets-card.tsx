import { PlusIcon } from "lucide-react";
import { Link } from "react-router";
import type { z } from "zod";
import type { customerTicket } from "#shared/contracts/customers";
import { labelOf, TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from "#shared/labels";
import { paths } from "#web/app/paths";
import { Button } from "#web/components/ui/button";
import { localDate } from "#web/lib/format/local-time";
import { CustomerPart } from "./customer-part";

type CustomerTicket = z.output<typeof customerTicket>;

/** The customer's latest support tickets, each linking to its page, and a way to open a new one. */
export function TicketsCard({
  customerId,
  tickets,
  openTickets,
}: {
  customerId: string;
  tickets: readonly CustomerTicket[];
  openTickets: number;
}) {
  return (
    <CustomerPart
      title="Tickets"
      action={
        <Button asChild size="sm" variant="outline">
          <Link to={paths.customerSuccess.newTicket(customerId)}>
            <PlusIcon aria-hidden="true" />
            New Ticket
          </Link>
        </Button>
      }
    >
      <p className="text-sm text-muted-foreground">
        {openTickets === 0
          ? "No open tickets."
          : `${openTickets} open ${openTickets === 1 ? "ticket" : "tickets"}.`}
      </p>
      {tickets.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tickets for this customer yet.</p>
      ) : (
        <ul aria-label="Tickets" className="grid gap-2">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="grid gap-0.5 rounded-md border px-3 py-2 text-sm">
              <Link
                to={paths.customerSuccess.ticket.to(ticket.id)}
                className="font-medium break-words text-primary underline-offset-2 hover:underline"
              >
                #{ticket.number} {ticket.subject}
              </Link>
              <p className="text-muted-foreground">
                {labelOf(TICKET_STATUS_LABELS, ticket.status)} ·{" "}
                {labelOf(TICKET_PRIORITY_LABELS, ticket.priority)} priority · opened{" "}
                {localDate(ticket.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </CustomerPart>
  );
}
