import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { type ComponentProps, useCallback, useEffect, useRef, useState } from "react";
import { cn } from "#web/lib/style/cn";

/** Tabs with arrow-key navigation between the triggers (Radix roving focus). */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn("flex flex-col gap-4", className)} {...props} />;
}

/** Which ends of a scrolling row hide more tabs. */
interface HiddenEnds {
  start: boolean;
  end: boolean;
}

/** How far the row must scroll for a tab to count as hidden past an end: rounding, not a tab. */
const SLACK = 2;

/**
 * Tracks which ends of a scrolling row hide tabs, as it scrolls and as its size or content changes, so the row
 * can say that more tabs follow (docs/product/shell-and-navigation.md#tabs-and-narrow-screens).
 */
function useHiddenEnds(list: HTMLDivElement | null, enabled: boolean): HiddenEnds {
  const [ends, setEnds] = useState<HiddenEnds>({ start: false, end: false });
  const measure = useCallback(() => {
    if (!list) return;
    const start = list.scrollLeft > SLACK;
    const end = list.scrollLeft + list.clientWidth < list.scrollWidth - SLACK;
    setEnds((now) => (now.start === start && now.end === end ? now : { start, end }));
  }, [list]);
  useEffect(() => {
    if (!list || !enabled) return;
    measure();
    list.addEventListener("scroll", measure, { passive: true });
    // Browsers without it (and jsdom) measure on scroll only.
    const resized = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(measure);
    resized?.observe(list);
    for (const tab of list.children) resized?.observe(tab);
    return () => {
      list.removeEventListener("scroll", measure);
      resized?.disconnect();
    };
  }, [list, enabled, measure]);
  return ends;
}

/** The row's edge fades: an end that hides tabs fades out, so the cut-off tab reads as "scroll for more". */
function edgeMask({ start, end }: HiddenEnds): string | undefined {
  if (!start && !end) return undefined;
  const from = start ? "transparent, black 2.5rem" : "black";
  const to = end ? "black calc(100% - 2.5rem), transparent" : "black";
  return `linear-gradient(to right, ${from}, ${to})`;
}

/**
 * The row of triggers; on narrow screens it spans the width and its labels may wrap. With `scroll`, a list too
 * long for a phone stays one row of one-line labels that scrolls sideways: an end that hides tabs fades out and
 * shows an arrow that scrolls the row on (the keyboard's arrow keys move along the tabs themselves); the
 * selected tab scrolls into view, and the padding leaves room for its focus ring inside the scrolling box.
 */
export function TabsList({
  className,
  scroll = false,
  ...props
}: Omit<ComponentProps<typeof TabsPrimitive.List>, "ref"> & { scroll?: boolean }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const hidden = useHiddenEnds(list, scroll);
  const attach = useCallback((node: HTMLDivElement | null) => {
    listRef.current = node;
    setList(node);
  }, []);
  // A page opened on a tab far along the row (a link to /partner-portal/resources on a phone) shows it: the
  // row scrolls sideways to the selected tab, never the page. Checked after each render, which a tab change
  // causes.
  const shown = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    // Only when the open tab changes: a render caused by scrolling the row must not pull it back.
    if (!scroll || !list || !active || active === shown.current) return;
    shown.current = active;
    const row = list.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    // Each edge may fade out over 2.5rem: keep the tab clear of it.
    if (tab.right > row.right - 40) list.scrollLeft += tab.right - row.right + 40;
    else if (tab.left < row.left + 40) list.scrollLeft -= row.left - tab.left + 40;
  });
  const tabList = (
    <TabsPrimitive.List
      ref={attach}
      className={cn(
        "flex w-full items-stretch gap-1 rounded-lg bg-muted p-1 text-muted-foreground sm:w-fit",
        scroll &&
          "max-w-full overflow-x-auto overscroll-x-contain [scrollbar-width:none] *:flex-none *:whitespace-nowrap",
        className,
      )}
      style={scroll ? { maskImage: edgeMask(hidden) } : undefined}
      {...props}
    />
  );
  if (!scroll) return tabList;
  const step = (direction: 1 | -1) =>
    list?.scrollBy({ left: direction * list.clientWidth * 0.75, behavior: "smooth" });
  return (
    <div className="relative w-full max-w-full min-w-0 sm:w-fit">
      {tabList}
      {hidden.start ? <ScrollArrow side="start" onClick={() => step(-1)} /> : null}
      {hidden.end ? <ScrollArrow side="end" onClick={() => step(1)} /> : null}
    </div>
  );
}

/**
 * An arrow over a faded end that scrolls the row on, for pointers and touch. Hidden from assistive technology
 * and out of the Tab order: keyboards move along the tabs themselves.
 */
function ScrollArrow({ side, onClick }: { side: "start" | "end"; onClick(): void }) {
  const Icon = side === "start" ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      data-scroll-arrow={side}
      onClick={onClick}
      className={cn(
        "absolute top-1/2 flex size-7 -translate-y-1/2 items-center justify-center rounded-full border bg-card text-foreground shadow-sm",
        side === "start" ? "left-0" : "right-0",
      )}
    >
      <Icon className="size-4" />
    </button>
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
