import { CheckIcon, ChevronDownIcon } from "lucide-react";
import { Select as SelectPrimitive } from "radix-ui";
import { type ComponentProps, useCallback } from "react";
import { inertAround } from "#web/lib/focus/inert-around";
import { cn } from "#web/lib/style/cn";

/** A list box that opens from a button; typeahead and arrow keys pick an item (Radix Select). */
export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

/** The button that shows the chosen item; label it with a <Label htmlFor> pointing at its id. */
export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-left text-base text-foreground shadow-sm outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/30 data-[placeholder]:text-muted-foreground sm:text-sm [&>span]:truncate",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon aria-hidden="true" className="size-4 shrink-0 opacity-60" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * The open list. Radix hides the page behind it from screen readers but leaves its controls focusable, which axe
 * reports (`aria-hidden-focus`); the page is made inert as well while the list is open, as behind a dialog.
 */
export function SelectContent({
  className,
  children,
  position = "popper",
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  const inertPage = useCallback(
    (content: HTMLDivElement | null) => (content ? inertAround(content) : undefined),
    [],
  );
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        ref={inertPage}
        position={position}
        className={cn(
          "relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-y-auto rounded-md border bg-card text-foreground shadow-md",
          position === "popper" && "mt-1",
          className,
        )}
        {...props}
      >
        {/* The list box itself scrolls, not the frame inside it: axe knows a combobox's own popup needs no
            Tab stop of its own (scrollable-region-focusable). */}
        <SelectPrimitive.Viewport className="p-1" style={{ overflow: "visible" }}>
          {children}
        </SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        "relative flex w-full cursor-default items-center rounded-sm py-2 pr-8 pl-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent",
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute right-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}
