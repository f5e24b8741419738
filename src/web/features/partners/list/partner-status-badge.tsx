import { CircleCheckIcon, CirclePauseIcon, CircleXIcon, ClockIcon, type LucideIcon } from "lucide-react";
import type { PartnerStatus } from "#shared/enums";
import { Badge } from "#web/components/ui/badge";
import { cn } from "#web/lib/style/cn";
import { PARTNER_STATUS_LABELS } from "./partner-labels";

const STYLES: Record<PartnerStatus, { icon: LucideIcon; className: string }> = {
  pending: { icon: ClockIcon, className: "bg-amber-100 text-amber-900" },
  active: { icon: CircleCheckIcon, className: "bg-emerald-100 text-emerald-900" },
  suspended: { icon: CirclePauseIcon, className: "bg-orange-100 text-orange-900" },
  rejected: { icon: CircleXIcon, className: "bg-red-100 text-red-900" },
};

/** A partner's status with its own colour and icon, so it reads without relying on colour alone. */
export function PartnerStatusBadge({ status, className }: { status: PartnerStatus; className?: string }) {
  const { icon: Icon, className: tone } = STYLES[status];
  return (
    <Badge variant="outline" className={cn("border-transparent", tone, className)}>
      <Icon aria-hidden="true" />
      {PARTNER_STATUS_LABELS[status]}
    </Badge>
  );
}
