import { CircleCheckIcon, CircleXIcon, ClockIcon } from "lucide-react";
import { APPLICATION_STATUS_LABELS } from "#shared/application-labels";
import type { ApplicationStatus } from "#shared/enums";
import { Badge } from "../components/ui/badge";
import { cn } from "../lib/style/cn";

const STATUSES = {
  pending: { icon: ClockIcon, className: "bg-amber-100 text-amber-900" },
  approved: { icon: CircleCheckIcon, className: "bg-emerald-100 text-emerald-900" },
  rejected: { icon: CircleXIcon, className: "bg-red-100 text-red-900" },
} as const;

/** An application's status with its own colour and icon, so it reads without relying on colour alone. */
export function ApplicationStatusBadge({
  status,
  className,
}: {
  status: ApplicationStatus;
  className?: string;
}) {
  const { icon: Icon, className: tone } = STATUSES[status];
  return (
    <Badge variant="outline" className={cn("border-transparent", tone, className)}>
      <Icon aria-hidden="true" />
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
