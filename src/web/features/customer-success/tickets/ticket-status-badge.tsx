import {
  CircleCheckIcon,
  CircleDotIcon,
  CirclePauseIcon,
  LockIcon,
  type LucideIcon,
  MessageCircleQuestionIcon,
  SparklesIcon,
} from "lucide-react";
import type { TicketStatus } from "#shared/enums";
import { TICKET_STATUS_LABELS } from "#shared/labels";
import { Badge } from "#web/components/ui/badge";
import { cn } from "#web/lib/style/cn";

// Each status its own icon and tone, so it reads without relying on colour alone.
const STATUSES: Record<TicketStatus, { icon: LucideIcon; className: string }> = {
  new: { icon: SparklesIcon, className: "bg-sky-100 text-sky-900" },
  open: { icon: CircleDotIcon, className: "bg-amber-100 text-amber-900" },
  pending: { icon: MessageCircleQuestionIcon, className: "bg-violet-100 text-violet-900" },
  on_hold: { icon: CirclePauseIcon, className: "bg-slate-200 text-slate-800" },
  solved: { icon: CircleCheckIcon, className: "bg-emerald-100 text-emerald-900" },
  closed: { icon: LockIcon, className: "bg-slate-200 text-slate-800" },
};

/** Where a ticket stands. */
export function TicketStatusBadge({ status, className }: { status: TicketStatus; className?: string }) {
  const { icon: Icon, className: tone } = STATUSES[status];
  return (
    <Badge variant="outline" className={cn("border-transparent", tone, className)}>
      <Icon aria-hidden="true" />
      {TICKET_STATUS_LABELS[status]}
    </Badge>
  );
}
