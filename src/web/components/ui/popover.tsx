import { Popover as PopoverPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/style/cn";

/** A panel floating beside its anchor, above everything, dialogs included (Radix Popover). */
export const Popover = PopoverPrimitive.Root;
/** What the panel is placed against when that is not its trigger, e.g. a combobox's input. */
export const PopoverAnchor = PopoverPrimitive.Anchor;
/** The control that opens and closes the panel; focus returns to it when the panel closes. */
export const PopoverTrigger = PopoverPrimitive.Trigger;

export function PopoverContent({
  className,
  align = "center",
  sideOffset = 4,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        className={cn("z-50 rounded-md border bg-card text-foreground shadow-md outline-none", className)}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
