import { RotateCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { type WayBack, WayBackButton } from "../page/not-found-state";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../ui/dialog";
import { Skeleton } from "../ui/skeleton";

/**
 * A dialog that shows one thing in full, e.g. an item of a list: open while `itemId` is set, its content mounted
 * only then (so each item loads afresh), closed by Escape, the X or a click outside.
 */
export function DetailDialog({
  itemId,
  onClose,
  onCloseAutoFocus,
  className,
  children,
}: {
  itemId: string | null;
  onClose(): void;
  /** Places the focus once the dialog has closed; without it, the focus is left to Radix and lib/focus/focus-rescue.ts. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The window's width, e.g. "sm:max-w-3xl". */
  className?: string;
  /** The item's content; `close` closes the dialog, e.g. as the way back from a missing item. */
  children(itemId: string, close: () => void): ReactNode;
}) {
  return (
    <Dialog open={itemId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
        {itemId ? children(itemId, onClose) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The detail dialog while its item loads: a title, a line and placeholders, announced by `statusLabel` if given. */
export function DetailLoading({
  title,
  description,
  statusLabel,
}: {
  title: string;
  description: string;
  statusLabel?: string;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3" {...(statusLabel ? { role: "status", "aria-label": statusLabel } : {})}>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </>
  );
}

/** The detail dialog when its item could not be loaded: why, and a way to try again where that can help. */
export function DetailLoadFailed({
  title,
  description,
  onRetry,
}: {
  title: string;
  description: string;
  /** Without it (e.g. the item does not exist), no Try Again button. */
  onRetry?: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {onRetry ? (
        <Button type="button" variant="outline" className="w-fit" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          Try Again
        </Button>
      ) : null}
    </>
  );
}

/**
 * The detail dialog when the address names no such item (an unknown or malformed id): Not found, why, and the
 * way back to the list, never Try Again (docs/product/errors-and-messages.md#not-found).
 */
export function DetailNotFound({ description, back }: { description: string; back: WayBack }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Not found</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <WayBackButton back={back} />
    </>
  );
}
