import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/style/cn";

/**
 * A 0-100% progress bar (role progressbar with aria-valuenow and a '42%' value text). Give it a name with
 * aria-label or aria-labelledby. Values outside 0-100 are clamped so the bar never over- or underflows.
 */
export function Progress({
  className,
  value,
  ...props
}: Omit<ComponentProps<typeof ProgressPrimitive.Root>, "max" | "value"> & { value: number }) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      value={percent}
      max={100}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-accent", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full w-full flex-1 bg-primary transition-transform"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
