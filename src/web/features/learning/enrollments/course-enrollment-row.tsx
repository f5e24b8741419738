import type { CourseEnrollmentItem } from "#shared/contracts/learning";
import { Badge } from "#web/components/ui/badge";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { CourseProgress } from "../course-progress";
import { EnrollmentStatusBadge } from "../enrollment-status-badge";

/** One learner of the course: who they are, where they stand and when they enrolled and completed. */
export function CourseEnrollmentRow({ enrollment }: { enrollment: CourseEnrollmentItem }) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const { name, email, kind, companyName } = enrollment;
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-center md:gap-6">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">{name}</h3>
          <Badge variant="outline">{kind === "partner" ? "Partner" : "Staff"}</Badge>
        </div>
        <p className="truncate text-sm text-muted-foreground" title={email}>
          {email}
        </p>
        {kind === "partner" && companyName ? <p className="text-sm">{companyName}</p> : null}
      </div>
      <div className="grid gap-2">
        <EnrollmentStatusBadge status={enrollment.status} />
        <CourseProgress percent={enrollment.progressPercentage} label={`Progress of ${name}`} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm md:grid-cols-1">
        <div className="flex flex-wrap gap-1">
          <dt className="text-muted-foreground">Enrolled:</dt>
          <dd>{localDate(enrollment.enrolledAt)}</dd>
        </div>
        <div className="flex flex-wrap gap-1">
          <dt className="text-muted-foreground">Completed:</dt>
          <dd>{enrollment.completedAt ? localDate(enrollment.completedAt) : "Not yet"}</dd>
        </div>
      </dl>
    </li>
  );
}
