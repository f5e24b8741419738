import { SaveIcon, SendIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/style/cn";
import { BusyButton } from "../ui/busy-button";
import type { ButtonProps } from "../ui/button";
import { RefusalAlert } from "./refusal-alert";

/**
 * The foot of a form that sends: what comes first (a note, the upload's progress), then what the server refused
 * that belongs to no field (or why no answer came), then the send button, busy while the form is sent. A form
 * that `saves` settings says so on its button, as the dialogs' Save buttons do, rather than sending.
 */
export function SubmitRow({
  label,
  saves = false,
  busy,
  reasons,
  size,
  className,
  children,
}: {
  /** The button's words, e.g. "Submit Deal". */
  label: string;
  saves?: boolean;
  busy: boolean;
  reasons: readonly string[];
  size?: ButtonProps["size"];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn("grid gap-4", className)}>
      {children}
      <RefusalAlert reasons={reasons} />
      <BusyButton
        type="submit"
        size={size}
        busy={busy}
        busyLabel={saves ? "Saving" : "Submitting"}
        icon={saves ? <SaveIcon aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {label}
      </BusyButton>
    </div>
  );
}
