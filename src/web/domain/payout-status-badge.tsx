import { CircleCheckIcon, HourglassIcon } from "lucide-react";
import type { PayoutStatus } from "#shared/enums";
import { PAYOUT_STATUS_LABELS } from "#shared/labels";
import { Badge } from "../components/ui/badge";
import { cn } from "../lib/style/cn";

const STATUSES = {
  pending: { icon: HourglassIcon, className: "bg-amber-100 text-amber-900" },
  paid: { icon: CircleCheckIcon, className: "bg-emerald-100 text-emerald-900" },
} as const;

export { PAYOUT_STATUS_LABELS };

/** Whether a commission payout has been paid, with its own colour and icon. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { icon: Icon, className } = STATUSES[status];
  return (
    <Badge variant="outline" className={cn("border-transparent", className)}>
      <Icon aria-hidden="true" />
      {PAYOUT_STATUS_LABELS[status]}
    </Badge>
  );
}
