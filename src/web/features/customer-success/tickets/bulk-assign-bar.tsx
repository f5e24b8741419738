import { UserCheckIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { formatNumber } from "#shared/format";
import { SelectFilter } from "#web/components/forms/select-filter";
import { BusyButton } from "#web/components/ui/busy-button";
import { failureText } from "#web/lib/transport/failure-text";
import { useBulkAssignTickets } from "../api/bulk-assign-tickets";

const UNASSIGNED = "none";

/**
 * For those who work tickets: choose every ticket on the page, then Assign the chosen ones to one person (or
 * to nobody). Once they are assigned the choice empties and the focus returns to "Select all".
 */
export function BulkAssignBar({
  pageIds,
  chosenIds,
  onChosenChange,
  people,
}: {
  pageIds: readonly string[];
  chosenIds: readonly string[];
  onChosenChange(ids: string[]): void;
  people: readonly { id: string; name: string }[];
}) {
  const selectAll = useRef<HTMLInputElement>(null);
  const [assignTo, setAssignTo] = useState<string>(UNASSIGNED);
  const options = [
    { value: UNASSIGNED, label: "Unassigned" },
    ...people.map((person) => ({ value: person.id, label: person.name })),
  ];
  const assign = useBulkAssignTickets({
    mutationConfig: {
      onSuccess: ({ assigned }) => {
        const name = people.find((person) => person.id === assignTo)?.name;
        const count = `${formatNumber(assigned)} ${assigned === 1 ? "ticket" : "tickets"}`;
        toast.success("Tickets Assigned", {
          description: name ? `${count} assigned to ${name}.` : `${count} left unassigned.`,
        });
        onChosenChange([]);
        // Assign turns off with nothing chosen: the focus goes back to where a new choice starts.
        selectAll.current?.focus();
      },
      onError: (error) =>
        toast.error("Assignment Failed", {
          description: failureText(error, "Could not assign the tickets. Please try again."),
        }),
    },
  });
  const allChosen = pageIds.length > 0 && pageIds.every((id) => chosenIds.includes(id));

  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex h-9 items-center gap-2">
        <input
          ref={selectAll}
          id="ticket-select-all"
          type="checkbox"
          checked={allChosen}
          disabled={pageIds.length === 0}
          onChange={(event) => onChosenChange(event.target.checked ? [...pageIds] : [])}
          className="size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
        />
        <label htmlFor="ticket-select-all" className="cursor-pointer text-sm font-medium">
          Select all on this page
        </label>
        <span role="status" className="text-sm text-muted-foreground">
          {chosenIds.length > 0 ? `${formatNumber(chosenIds.length)} selected` : ""}
        </span>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectFilter
          id="ticket-assign-to"
          label="Assign to"
          value={assignTo}
          options={options}
          onChange={setAssignTo}
          className="sm:w-56"
        />
        <BusyButton
          type="button"
          busy={assign.isPending}
          busyLabel="Assigning"
          icon={<UserCheckIcon aria-hidden="true" />}
          disabled={chosenIds.length === 0}
          onClick={() =>
            assign.mutate({
              ticketIds: [...chosenIds],
              assigneeId: assignTo === UNASSIGNED ? null : assignTo,
            })
          }
        >
          Assign
        </BusyButton>
      </div>
    </div>
  );
}
