import type { ComponentProps } from "react";
import { cn } from "#web/lib/style/cn";

/** A grey placeholder block that pulses while the content it stands for loads. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-accent", className)} {...props} />
  );
}
