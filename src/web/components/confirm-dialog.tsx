import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "./ui/alert-dialog";

/**
 * Asks before an action that cannot be undone: open while `open`, with Cancel and the action's button. It stays
 * open while the action runs (`busy`, both buttons disabled); the caller closes it when the server answers.
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
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className={titleClassName}>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              // Stays open until the server answers; success or failure closes it.
              event.preventDefault();
              onConfirm();
            }}
          >
            {action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
