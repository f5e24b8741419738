import { type ReactNode, useRef } from "react";
import { type FocusOrigin, focusOrigin, returnFocusTo } from "#web/lib/focus/focus-rescue";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../ui/alert-dialog";

/**
 * Asks before an action that cannot be undone: open while `open`, with Cancel and the action's button, over the
 * dimmed page. It stays open while the action runs (`busy`, both buttons disabled); the caller closes it when
 * the server answers. The action's button has the colour of what it does: red (`destructive`) for what removes
 * or refuses, the primary colour for the rest. Closed, it gives the focus back to the control that had it when
 * it opened, or when that control is gone, to the nearest fallback around it (docs/product/shell-and-navigation.md#focus).
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
  // Opened from a state change rather than a trigger, so Radix does not know where focus came from.
  const opener = useRef<FocusOrigin | null>(null);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialogContent
        onOpenAutoFocus={() => {
          opener.current = focusOrigin();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo(opener.current);
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle className={titleClassName}>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
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
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
