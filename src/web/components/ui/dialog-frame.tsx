import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";

// What a dialog and a sheet (also a Radix dialog) share. A file of its own, not part of dialog.tsx, so that the
// sidebar's sheet, on every staff page, does not load the dialog's window with it.

/** Dims the page behind a dialog or sheet. */
export function DialogOverlay() {
  return <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />;
}

/** The X in the top right corner of a dialog or sheet; Escape does the same. */
export function DialogCloseButton() {
  return (
    <DialogPrimitive.Close className="absolute top-3 right-3 rounded-sm p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring">
      <XIcon aria-hidden="true" className="size-4" />
      <span className="sr-only">Close</span>
    </DialogPrimitive.Close>
  );
}
