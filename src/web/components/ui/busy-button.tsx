import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";
import { Spinner } from "./spinner";

/** A button that swaps its icon for a spinner and disables itself while its action runs. */
export function BusyButton({
  busy,
  busyLabel,
  icon,
  children,
  disabled,
  ...props
}: ButtonProps & { busy: boolean; busyLabel: string; icon: ReactNode }) {
  return (
    <Button disabled={busy || disabled} {...props}>
      {busy ? <Spinner label={busyLabel} /> : icon}
      {children}
    </Button>
  );
}
