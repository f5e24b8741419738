import type { ReactNode } from "react";
import { AlertDialogAction } from "../ui/alert-dialog";
import { HeldAlertDialog } from "./held-alert-dialog";

/**
 * Asks before an action that cannot be undone: open while `open`, with Cancel and the action's button, over the
 * dimmed page. It stays open while the action runs (`busy`, both buttons disabled); the caller closes it when
 * the server answers. The action's button has the colour of what it does: red (`destructive`) for what removes
 * or refuses, the primary colour for the rest. Closed, it gives the focus back as HeldAlertDialog does.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  titleClassName,
  description,
  action,
  busy,
  onConfirm,
  tone = "destructive",
}: {
  open: boolean;
  /** Asked to close: Cancel, Escape. */
  onClose(): void;
  title: ReactNode;
  titleClassName?: string;
  description: ReactNode;
  /** The confirming button's content, e.g. "Suspend Partner". */
  action: ReactNode;
  busy: boolean;
  onConfirm(): void;
  /** What the action does: removes or refuses something (red), or moves it forward. */
  tone?: "destructive" | "default";
}) {
  return (
    <HeldAlertDialog
      open={open}
      onClose={onClose}
      title={title}
      titleClassName={titleClassName}
      description={description}
      busy={busy}
      actions={
        <AlertDialogAction
          variant={tone}
          // Not disabled: the focus stays on it while the action runs.
          aria-disabled={busy || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
          onClick={(event) => {
            // Stays open until the server answers; success or failure closes it.
            event.preventDefault();
            if (!busy) onConfirm();
          }}
        >
          {action}
        </AlertDialogAction>
      }
    />
  );
}
