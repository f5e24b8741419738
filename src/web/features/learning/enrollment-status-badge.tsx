import type { EnrollmentStatus } from "#shared/enums";
import { ENROLLMENT_STATUS_LABELS } from "#shared/labels";
import { Badge } from "#web/components/ui/badge";

const STATUS: Record<EnrollmentStatus, string> = {
  enrolled: "border-slate-200 bg-slate-100 text-slate-800",
  in_progress: "border-blue-200 bg-blue-100 text-blue-800",
  completed: "border-green-200 bg-green-100 text-green-800",
};

/** Where a learner stands in a course (docs/product/learning.md#progress). */
export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  return (
    <Badge variant="outline" className={STATUS[status]}>
      {ENROLLMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
