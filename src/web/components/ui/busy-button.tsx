import type { MouseEvent, ReactNode } from "react";
import { cn } from "#web/lib/style/cn";
import { Button, type ButtonProps } from "./button";
import { Spinner } from "./spinner";

/**
 * A button that swaps its icon for a spinner and refuses presses while its action runs. Busy, it is
 * aria-disabled rather than disabled: a disabled button drops the keyboard focus to the page, and the person
 * who pressed it would have to find their place again (docs/product/shell-and-navigation.md#focus).
 */
export function BusyButton({
  busy,
  busyLabel,
  icon,
  children,
  disabled,
  className,
  onClick,
  ...props
}: ButtonProps & { busy: boolean; busyLabel: string; icon: ReactNode }) {
  const refuseWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    // Also keeps a submit button from sending its form again.
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button
      disabled={disabled}
      aria-disabled={busy || undefined}
      className={cn("aria-disabled:cursor-wait aria-disabled:opacity-60", className)}
      onClick={refuseWhileBusy}
      {...props}
    >
      {busy ? <Spinner label={busyLabel} /> : icon}
      {children}
    </Button>
  );
}
