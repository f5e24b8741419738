import { PencilIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import type { ManagedCourse } from "#shared/contracts/learning";
import { formatDuration, formatNumber } from "#shared/format";
import { paths } from "#web/app/paths";
import { Button } from "#web/components/ui/button";
import { AUDIENCE_LABELS, DIFFICULTY_LABELS } from "../editor/course-labels";
import { CourseStatusBadge } from "./course-status-badge";

/** One course of the list: its status and facts, and the ways to edit it and follow its enrollments. */
export function ManagedCourseRow({ course }: { course: ManagedCourse }) {
  const facts = [
    ["Audience", AUDIENCE_LABELS[course.audience]],
    ["Difficulty", DIFFICULTY_LABELS[course.difficultyLevel]],
    ["Lessons", formatNumber(course.lessonCount)],
    ["Quiz", course.hasQuiz ? "Yes" : "None"],
    ["Enrollments", formatNumber(course.enrollmentCount)],
    ...(course.durationMinutes ? [["Duration", formatDuration(course.durationMinutes)]] : []),
  ];
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold break-words">{course.title}</h2>
          <CourseStatusBadge status={course.status} />
        </div>
        {course.category ? <p className="text-sm text-muted-foreground">{course.category}</p> : null}
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="flex gap-1">
              <dt className="text-muted-foreground">{term}:</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.learning.editCourse.to(course.id)} aria-label={`Edit ${course.title}`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link
            to={paths.learning.courseEnrollments.to(course.id)}
            aria-label={`Enrollments of ${course.title}`}
          >
            <UsersIcon aria-hidden="true" />
            Enrollments
          </Link>
        </Button>
      </div>
    </li>
  );
}
