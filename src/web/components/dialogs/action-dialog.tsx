import { type ReactNode, useState } from "react";
import { Button, type ButtonProps } from "../ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../ui/dialog";

/**
 * A button and the dialog it opens, whose content is mounted only while open (so each opening starts afresh);
 * the content gets `close` for when it is done. Closing gives the focus back to the button, or when the dialog's
 * action took the button away, to the row around it (lib/focus/focus-rescue.ts). Every form in a dialog opens from one.
 * A screen that opens it from elsewhere too (an address asking for the form) holds `open` itself.
 */
export function ActionDialog({
  label,
  accessibleName,
  icon,
  disabled,
  describedBy,
  variant = "outline",
  size = "sm",
  className,
  contentClassName,
  locked = false,
  open: heldOpen,
  onOpenChange,
  children,
}: {
  label: string;
  /** The button's name when its label alone does not say whose it is, e.g. "Edit Jane Doe". */
  accessibleName?: string;
  icon: ReactNode;
  disabled?: boolean;
  /** The id of the text saying why the button is disabled. */
  describedBy?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
  /** The window's width, e.g. "sm:max-w-2xl". */
  contentClassName?: string;
  /** The dialog cannot be dismissed meanwhile, e.g. while its file is being sent. */
  locked?: boolean;
  /** Whether it is open, when the screen holds that; otherwise the dialog keeps it. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  children(close: () => void): ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = heldOpen ?? ownOpen;
  const setOpen = (next: boolean) => (onOpenChange ?? setOwnOpen)(next);
  return (
    <Dialog open={open} onOpenChange={(next) => (locked ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant={variant}
          size={size}
          className={className}
          aria-label={accessibleName}
          aria-describedby={describedBy}
          disabled={disabled}
        >
          {icon}
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className={contentClassName}>
        {open ? children(() => setOpen(false)) : null}
      </DialogContent>
    </Dialog>
  );
}
