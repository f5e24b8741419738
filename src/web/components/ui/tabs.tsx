import { Tabs as TabsPrimitive } from "radix-ui";
import { type ComponentProps, useEffect, useRef } from "react";
import { cn } from "#web/lib/cn";

/** Tabs with arrow-key navigation between the triggers (Radix roving focus). */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn("flex flex-col gap-4", className)} {...props} />;
}

/**
 * The row of triggers; on narrow screens it spans the width and its labels may wrap. With `scroll`, a list too
 * long for a phone stays one row of one-line labels that scrolls sideways, fading at its edge; the focused tab
 * scrolls into view, and the padding leaves room for its focus ring inside the scrolling box.
 */
export function TabsList({
  className,
  scroll = false,
  ...props
}: Omit<ComponentProps<typeof TabsPrimitive.List>, "ref"> & { scroll?: boolean }) {
  const listRef = useRef<HTMLDivElement>(null);
  // A page opened on a tab far along the row (a link to /partner-portal/resources on a phone) shows it: the
  // row scrolls sideways to the selected tab, never the page. Runs after each render, which a tab change causes.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!scroll || !list || !active) return;
    const row = list.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    // The right edge fades out over 2rem: keep the tab clear of it.
    if (tab.right > row.right - 32) list.scrollLeft += tab.right - row.right + 32;
    else if (tab.left < row.left) list.scrollLeft -= row.left - tab.left + 4;
  });
  return (
    <TabsPrimitive.List
      ref={listRef}
      className={cn(
        "flex w-full items-stretch gap-1 rounded-lg bg-muted p-1 text-muted-foreground sm:w-fit",
        scroll && "max-w-full overflow-x-auto overscroll-x-contain *:flex-none *:whitespace-nowrap",
        // A phone's row fades out at its right edge, so a tab cut off there reads as "scroll for more".
        scroll &&
          "[mask-image:linear-gradient(to_right,black_calc(100%-2rem),transparent)] sm:[mask-image:none]",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex min-h-9 flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-center text-sm font-medium transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-muted disabled:pointer-events-none disabled:opacity-60 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:flex-none sm:whitespace-nowrap [&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        "rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  );
}
