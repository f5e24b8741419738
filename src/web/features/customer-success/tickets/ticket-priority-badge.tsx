import { ArrowDownIcon, ArrowUpIcon, type LucideIcon, MinusIcon, TriangleAlertIcon } from "lucide-react";
import type { TicketPriority } from "#shared/enums";
import { TICKET_PRIORITY_LABELS } from "#shared/labels";
import { Badge } from "#web/components/ui/badge";
import { cn } from "#web/lib/style/cn";

// Each priority its own icon and tone, so it reads without relying on colour alone.
const PRIORITIES: Record<TicketPriority, { icon: LucideIcon; className: string }> = {
  low: { icon: ArrowDownIcon, className: "bg-slate-200 text-slate-800" },
  normal: { icon: MinusIcon, className: "bg-sky-100 text-sky-900" },
  high: { icon: ArrowUpIcon, className: "bg-amber-100 text-amber-900" },
  urgent: { icon: TriangleAlertIcon, className: "bg-red-100 text-red-900" },
};

/** A ticket's priority; the label says "priority" to a screen reader, as the word alone is ambiguous in a row. */
export function TicketPriorityBadge({
  priority,
  className,
}: {
  priority: TicketPriority;
  className?: string;
}) {
  const { icon: Icon, className: tone } = PRIORITIES[priority];
  return (
    <Badge variant="outline" className={cn("border-transparent", tone, className)}>
      <Icon aria-hidden="true" />
      {TICKET_PRIORITY_LABELS[priority]}
      <span className="sr-only"> priority</span>
    </Badge>
  );
}
