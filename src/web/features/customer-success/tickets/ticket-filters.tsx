import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketPriority, type TicketStatus } from "#shared/enums";
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from "#shared/labels";
import { FormField } from "#web/components/forms/form-field";
import { SelectFilter } from "#web/components/forms/select-filter";
import { type CustomerChoice, CustomerChooser } from "./customer-chooser";

const STATUS_OPTIONS = TICKET_STATUSES.map((status) => ({
  value: status,
  label: TICKET_STATUS_LABELS[status],
}));
const PRIORITY_OPTIONS = TICKET_PRIORITIES.map((priority) => ({
  value: priority,
  label: TICKET_PRIORITY_LABELS[priority],
}));

export interface TicketFilterValues {
  status: TicketStatus | "all";
  priority: TicketPriority | "all";
  /** A person's id, "none" for unassigned, or "all". */
  assignee: string;
  customer: CustomerChoice | null;
  breached: boolean;
}

/**
 * The list's filters: status, priority, assignee (hidden on My tickets, which is the caller's), customer and
 * only breached tickets.
 */
export function TicketFilters({
  values,
  onChange,
  people,
  showAssignee,
}: {
  values: TicketFilterValues;
  onChange(changes: Partial<TicketFilterValues>): void;
  people: readonly { id: string; name: string }[];
  showAssignee: boolean;
}) {
  const assigneeOptions = [
    { value: "none", label: "Unassigned" },
    ...people.map((person) => ({ value: person.id, label: person.name })),
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <SelectFilter
        id="ticket-status-filter"
        label="Status"
        allLabel="All statuses"
        value={values.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <SelectFilter
        id="ticket-priority-filter"
        label="Priority"
        allLabel="All priorities"
        value={values.priority}
        options={PRIORITY_OPTIONS}
        onChange={(priority) => onChange({ priority })}
      />
      {showAssignee ? (
        <SelectFilter
          id="ticket-assignee-filter"
          label="Assignee"
          allLabel="All assignees"
          value={values.assignee}
          options={assigneeOptions}
          onChange={(assignee) => onChange({ assignee })}
        />
      ) : null}
      <FormField id="ticket-customer-filter" label="Customer">
        {(control) => (
          <CustomerChooser
            control={control}
            value={values.customer}
            onChange={(customer) => onChange({ customer })}
            nothingLabel="All customers"
          />
        )}
      </FormField>
      <div className="flex h-9 items-center gap-2">
        <input
          id="ticket-breached-filter"
          type="checkbox"
          checked={values.breached}
          onChange={(event) => onChange({ breached: event.target.checked })}
          className="size-4 shrink-0 cursor-pointer accent-primary"
        />
        <label htmlFor="ticket-breached-filter" className="cursor-pointer text-sm font-medium">
          Breached
        </label>
      </div>
    </div>
  );
}
