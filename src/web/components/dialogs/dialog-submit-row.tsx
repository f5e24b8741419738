import type { ReactNode } from "react";
import { RefusalAlert } from "../forms/refusal-alert";
import { BusyButton } from "../ui/busy-button";
import { Button } from "../ui/button";
import { DialogFooter } from "../ui/dialog";

/**
 * The foot of a dialog's form: what the server refused that belongs to no field, then Cancel and the send
 * button, both held while the form is sent.
 */
export function DialogSubmitRow({
  label,
  busy,
  busyLabel = "Saving",
  icon,
  reasons,
  disabled,
  onCancel,
}: {
  /** The send button's words, e.g. "Save Changes". */
  label: string;
  busy: boolean;
  busyLabel?: string;
  icon: ReactNode;
  reasons: readonly string[];
  /** The send button alone is off, e.g. until something changed. */
  disabled?: boolean;
  onCancel(): void;
}) {
  return (
    <>
      <RefusalAlert reasons={reasons} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <BusyButton type="submit" busy={busy} busyLabel={busyLabel} icon={icon} disabled={disabled}>
          {label}
        </BusyButton>
      </DialogFooter>
    </>
  );
}
