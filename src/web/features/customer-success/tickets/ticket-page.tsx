import { ArrowLeftIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { TICKET_NOT_FOUND } from "#shared/contracts/tickets";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { NotFoundState } from "#web/components/page/not-found-state";
import { LocalDateTime } from "#web/components/text/local-date-time";
import { Markdown } from "#web/components/text/markdown";
import { Button } from "#web/components/ui/button";
import { PageHeader } from "#web/layout/page-header";
import { isMissingItem } from "#web/lib/queries/missing-item";
import { failureText } from "#web/lib/transport/failure-text";
import { useTicket } from "../api/get-ticket";
import { ReplyBox } from "./reply-box";
import { SlaPanel } from "./sla-panel";
import { TicketControls } from "./ticket-controls";
import { TicketPriorityBadge } from "./ticket-priority-badge";
import { TicketStatusBadge } from "./ticket-status-badge";
import { TicketThread } from "./ticket-thread";
import { useMinuteClock } from "./use-minute-clock";

/** A label and its value in the ticket's details. */
function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function Ticket({ ticketId }: { ticketId: string }) {
  const canWork = useAuthorization().hasPermission("manage_customers");
  const found = useTicket(ticketId);
  const now = useMinuteClock();
  useDocumentTitle(...(found.data ? [`#${found.data.ticket.number}`] : []), "Support Tickets");

  if (found.isPending) return <ListLoading label="Loading the ticket" rows={3} />;
  if (found.isError && isMissingItem(found.error)) {
    return (
      <NotFoundState
        title={TICKET_NOT_FOUND}
        description="There is no ticket at this address. The address may be mistyped."
      />
    );
  }
  if (found.isError) {
    return (
      <ListLoadFailed
        message={failureText(found.error, "Could not load the ticket.")}
        onRetry={() => found.refetch()}
      />
    );
  }
  const { ticket, events } = found.data;

  return (
    <>
      <PageHeader
        title={ticket.subject}
        description={
          <>
            <span className="tabular-nums">#{ticket.number}</span> · opened{" "}
            <LocalDateTime date={ticket.createdAt} /> by {ticket.requesterName}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* The details and SLA come first: on a phone they are what one looks for; on a wide screen they stand on the right. */}
        <aside
          aria-label="Ticket details"
          className="grid min-w-0 content-start gap-4 lg:col-start-2 lg:row-start-1"
        >
          <section
            aria-labelledby="ticket-details-heading"
            className="grid gap-4 rounded-xl border bg-card p-4"
          >
            <h2 id="ticket-details-heading" className="font-semibold">
              Details
            </h2>
            {canWork ? (
              <TicketControls ticket={ticket} />
            ) : (
              <div className="flex flex-wrap gap-2">
                <TicketStatusBadge status={ticket.status} />
                <TicketPriorityBadge priority={ticket.priority} />
              </div>
            )}
            <dl className="grid gap-3">
              {canWork ? null : <Detail label="Assignee">{ticket.assignee?.name ?? "Unassigned"}</Detail>}
              <Detail label="Customer">
                <Link
                  to={paths.customerSuccess.customer.to(ticket.customer.id)}
                  className="text-primary underline underline-offset-2"
                >
                  {ticket.customer.name}
                </Link>
              </Detail>
              <Detail label="Requester">{ticket.requesterName}</Detail>
              <Detail label="Partner">{ticket.partner?.companyName ?? "None"}</Detail>
              {ticket.solvedAt ? (
                <Detail label="Solved">
                  <LocalDateTime date={ticket.solvedAt} />
                </Detail>
              ) : null}
            </dl>
          </section>
          <SlaPanel sla={ticket.sla} now={now} />
        </aside>
        <div className="grid min-w-0 content-start gap-6 lg:col-start-1 lg:row-start-1">
          <section
            aria-labelledby="ticket-description-heading"
            className="grid gap-3 rounded-xl border bg-card p-4"
          >
            <h2 id="ticket-description-heading" className="text-lg font-semibold">
              Description
            </h2>
            <Markdown>{ticket.description}</Markdown>
          </section>
          <TicketThread ticketId={ticket.id} events={events} />
          {canWork ? (
            <ReplyBox ticketId={ticket.id} status={ticket.status} />
          ) : (
            <p className="text-sm text-muted-foreground">
              Replies, notes and status changes are for those who manage customers.
            </p>
          )}
        </div>
      </div>
    </>
  );
}

/** A support ticket's page at paths.customerSuccess.ticket: its thread, its SLA, and working it. */
export function TicketPage() {
  const { ticketId = "" } = useParams();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to={paths.customerSuccess.tickets}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to tickets
        </Link>
      </Button>
      <Ticket ticketId={ticketId} />
    </div>
  );
}
