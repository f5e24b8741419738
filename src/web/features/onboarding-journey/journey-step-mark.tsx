import { CircleCheckIcon, CircleIcon } from "lucide-react";
import { cn } from "#web/lib/style/cn";

/** A step's mark in a journey's list: a check once done, an open circle before; the text beside it says which. */
export function JourneyStepMark({ done, className }: { done: boolean; className?: string }) {
  return done ? (
    <CircleCheckIcon
      aria-hidden="true"
      className={cn("size-5 shrink-0 text-emerald-600 dark:text-emerald-400", className)}
    />
  ) : (
    <CircleIcon aria-hidden="true" className={cn("size-5 shrink-0 text-muted-foreground", className)} />
  );
}
