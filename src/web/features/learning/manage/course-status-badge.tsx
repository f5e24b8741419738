import { CircleCheckIcon, PencilLineIcon } from "lucide-react";
import type { CourseStatus } from "#shared/enums";
import { Badge } from "#web/components/ui/badge";
import { cn } from "#web/lib/style/cn";
import { STATUS_LABELS } from "../editor/course-labels";

/** A course's status with its own colour and icon: drafts are seen by course authors only. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const Icon = status === "published" ? CircleCheckIcon : PencilLineIcon;
  return (
    <Badge
      variant="outline"
      className={cn(
        "border-transparent",
        status === "published" ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900",
      )}
    >
      <Icon aria-hidden="true" />
      {STATUS_LABELS[status]}
    </Badge>
  );
}
