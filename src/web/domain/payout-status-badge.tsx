import { CircleCheckIcon, HourglassIcon } from "lucide-react";
import type { PayoutStatus } from "#shared/enums";
import { Badge } from "../components/ui/badge";
import { cn } from "../lib/cn";

const STATUSES = {
  pending: { label: "Pending", icon: HourglassIcon, className: "bg-amber-100 text-amber-900" },
  paid: { label: "Paid", icon: CircleCheckIcon, className: "bg-emerald-100 text-emerald-900" },
} as const;

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: STATUSES.pending.label,
  paid: STATUSES.paid.label,
};

/** Whether a commission payout has been paid, with its own colour and icon. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { label, icon: Icon, className } = STATUSES[status];
  return (
    <Badge variant="outline" className={cn("border-transparent", className)}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
