import { type ReactNode, useRef } from "react";
import { type FocusOrigin, focusOrigin, returnFocusTo } from "#web/lib/focus/focus-rescue";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../ui/alert-dialog";

/**
 * A question over the dimmed page, opened from a state change rather than a trigger (a refused call, a click that
 * must be confirmed): open while `open`, its title and description, an optional body, then Cancel and the
 * caller's actions. The caller closes it when the server answers. Closed, it gives the focus back to the control
 * that had it when it opened, or when that control is gone, to the nearest fallback around it
 * (docs/product/shell-and-navigation.md#focus).
 */
export function HeldAlertDialog({
  open,
  onClose,
  title,
  titleClassName,
  description,
  busy,
  children,
  actions,
}: {
  open: boolean;
  /** Asked to close: Cancel, Escape. */
  onClose(): void;
  title: ReactNode;
  titleClassName?: string;
  description: ReactNode;
  /** Cancel is disabled meanwhile. */
  busy: boolean;
  /** Between the description and the buttons, e.g. a form whose submit button is among `actions`. */
  children?: ReactNode;
  actions: ReactNode;
}) {
  // Radix does not know where focus came from when no trigger opened it.
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
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          {actions}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
