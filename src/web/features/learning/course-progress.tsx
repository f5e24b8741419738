import { Progress } from "#web/components/ui/progress";
import { cn } from "#web/lib/style/cn";

/** A course's progress as a named bar with its percentage beside it (docs/product/learning.md#progress). */
export function CourseProgress({
  percent,
  label,
  className,
}: {
  percent: number;
  /** The bar's accessible name, e.g. "Progress in Sales Fundamentals". */
  label: string;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <Progress value={percent} aria-label={label} className="flex-1" />
      <span aria-hidden="true" className="w-10 text-right text-sm font-medium tabular-nums">
        {percent}%
      </span>
    </div>
  );
}
