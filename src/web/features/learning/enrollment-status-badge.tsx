import type { EnrollmentStatus } from "#shared/enums";
import { Badge } from "#web/components/ui/badge";

const STATUS: Record<EnrollmentStatus, { label: string; className: string }> = {
  enrolled: { label: "Enrolled", className: "border-slate-200 bg-slate-100 text-slate-800" },
  in_progress: { label: "In Progress", className: "border-blue-200 bg-blue-100 text-blue-800" },
  completed: { label: "Completed", className: "border-green-200 bg-green-100 text-green-800" },
};

/** Where a learner stands in a course (docs/product/learning.md#progress). */
export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  return (
    <Badge variant="outline" className={STATUS[status].className}>
      {STATUS[status].label}
    </Badge>
  );
}
