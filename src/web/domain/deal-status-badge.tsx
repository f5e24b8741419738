import {
  CircleCheckIcon,
  CircleXIcon,
  HourglassIcon,
  type LucideIcon,
  MessageCircleQuestionIcon,
  SearchCheckIcon,
  SendIcon,
  TrophyIcon,
  Undo2Icon,
} from "lucide-react";
import type { DealStatus } from "#shared/enums";
import { DEAL_STATUS_LABELS } from "#shared/labels";
import { Badge } from "../components/ui/badge";
import { cn } from "../lib/style/cn";

/**
 * How each screen names the in-review status: the partner portal screen says In Review, the separate partner
 * dashboard Under Review (docs/product/deals.md#statuses).
 */
export type DealStatusWording = "portal" | "dashboard";

const STATUSES: Record<DealStatus, { icon: LucideIcon; className: string }> = {
  submitted: { icon: SendIcon, className: "bg-sky-100 text-sky-900" },
  in_review: { icon: SearchCheckIcon, className: "bg-amber-100 text-amber-900" },
  approved: { icon: CircleCheckIcon, className: "bg-emerald-100 text-emerald-900" },
  closed_won: { icon: TrophyIcon, className: "bg-violet-100 text-violet-900" },
  closed_lost: { icon: CircleXIcon, className: "bg-slate-200 text-slate-800" },
  returned: { icon: MessageCircleQuestionIcon, className: "bg-orange-100 text-orange-900" },
  withdrawn: { icon: Undo2Icon, className: "bg-zinc-100 text-zinc-700" },
  expired: { icon: HourglassIcon, className: "bg-stone-200 text-stone-800" },
};

/** Each status's name on the partner portal screen. */
export { DEAL_STATUS_LABELS };

export function dealStatusLabel(status: DealStatus, wording: DealStatusWording = "portal"): string {
  return status === "in_review" && wording === "dashboard" ? "Under Review" : DEAL_STATUS_LABELS[status];
}

/** A deal's status with its own colour and icon, so it reads without relying on colour alone. */
export function DealStatusBadge({
  status,
  wording = "portal",
  className,
}: {
  status: DealStatus;
  wording?: DealStatusWording;
  className?: string;
}) {
  const { icon: Icon, className: tone } = STATUSES[status];
  return (
    <Badge variant="outline" className={cn("border-transparent", tone, className)}>
      <Icon aria-hidden="true" />
      {dealStatusLabel(status, wording)}
    </Badge>
  );
}
