import type { ReactNode } from "react";
import { cn } from "#web/lib/style/cn";

/**
 * A wide table's frame that scrolls sideways where the screen is narrower than the table. It takes the focus, so
 * a keyboard can scroll it with the arrows, and is named, so a screen reader says what the stop is.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to scroll.
      tabIndex={0}
      className={cn(
        "overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      {children}
    </section>
  );
}
