import { toast } from "sonner";
import type { TicketSummary } from "#shared/contracts/tickets";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "#shared/enums";
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from "#shared/labels";
import { SelectFilter } from "#web/components/forms/select-filter";
import { failureText } from "#web/lib/transport/failure-text";
import { useCustomerSuccessPeople } from "../api/customer-success-people";
import { useUpdateTicket } from "../api/update-ticket";

const STATUS_OPTIONS = TICKET_STATUSES.map((status) => ({
  value: status,
  label: TICKET_STATUS_LABELS[status],
}));
const PRIORITY_OPTIONS = TICKET_PRIORITIES.map((priority) => ({
  value: priority,
  label: TICKET_PRIORITY_LABELS[priority],
}));
const UNASSIGNED = "none";

/**
 * Status, priority and assignee of a ticket, each changed at once for those who work tickets (tickets.update);
 * the thread then shows the change.
 */
export function TicketControls({ ticket }: { ticket: TicketSummary }) {
  const people = useCustomerSuccessPeople().data?.people ?? [];
  const update = useUpdateTicket({
    mutationConfig: {
      onSuccess: () => toast.success("Ticket Updated"),
      onError: (error) =>
        toast.error("Update Failed", {
          description: failureText(error, "Could not update the ticket. Please try again."),
        }),
    },
  });
  const assigneeOptions = [
    { value: UNASSIGNED, label: "Unassigned" },
    // The assignee stays named even if they no longer work tickets.
    ...(ticket.assignee && !people.some((person) => person.id === ticket.assignee?.id)
      ? [{ value: ticket.assignee.id, label: ticket.assignee.name }]
      : []),
    ...people.map((person) => ({ value: person.id, label: person.name })),
  ];
  const busy = update.isPending;

  return (
    <div className="grid gap-3">
      <SelectFilter
        id="ticket-status"
        label="Status"
        value={ticket.status}
        options={STATUS_OPTIONS}
        busy={busy}
        onChange={(status) => status !== ticket.status && update.mutate({ id: ticket.id, status })}
      />
      <SelectFilter
        id="ticket-priority"
        label="Priority"
        value={ticket.priority}
        options={PRIORITY_OPTIONS}
        busy={busy}
        onChange={(priority) => priority !== ticket.priority && update.mutate({ id: ticket.id, priority })}
      />
      <SelectFilter
        id="ticket-assignee"
        label="Assignee"
        value={ticket.assignee?.id ?? UNASSIGNED}
        options={assigneeOptions}
        busy={busy}
        onChange={(assignee) => {
          const assigneeId = assignee === UNASSIGNED ? null : assignee;
          if (assigneeId !== (ticket.assignee?.id ?? null)) update.mutate({ id: ticket.id, assigneeId });
        }}
      />
    </div>
  );
}
