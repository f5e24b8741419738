import type { ComponentProps } from "react";
import { cn } from "#web/lib/style/cn";

/**
 * A form control's label. Radix's Label, without its two packages on every form page (decision 0036): a double
 * click on the text does not select it, one on a control inside it does as usual.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is named by htmlFor where the label is used.
    <label
      className={cn("text-sm font-medium leading-none text-foreground select-none", className)}
      onMouseDown={(event) => {
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
