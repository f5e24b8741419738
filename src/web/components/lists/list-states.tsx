import { RotateCwIcon } from "lucide-react";
import { cn } from "../../lib/style/cn";
import { Button } from "../ui/button";
import { Skeleton } from "../ui/skeleton";

/** Placeholder rows while a list loads, announced by their label. */
export function ListLoading({
  label,
  rows = 3,
  rowClassName = "h-24 w-full",
  className,
}: {
  label: string;
  rows?: number;
  rowClassName?: string;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-3", className)} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => `placeholder-${row}`).map((key) => (
        <Skeleton key={key} className={rowClassName} />
      ))}
    </div>
  );
}

/** A list that could not be loaded: why, and a way to try again. */
export function ListLoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4"
    >
      <p className="text-sm text-destructive">{message}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
