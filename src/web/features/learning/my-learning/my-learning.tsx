import { BookOpenIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { MyLearningItem } from "#shared/contracts/learning";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { LIST_PAGE_SIZES, usePagedList } from "#web/lib/queries/use-paged-list";
import { useMyLearning } from "../api/get-my-learning";
import { CourseProgress } from "../course-progress";
import { EnrollmentStatusBadge } from "../enrollment-status-badge";

const NO_FILTERS = {};

/**
 * The caller's own enrollments, newest first, each with its progress and a way back into the course.
 * `addressPrefix` keeps its page apart from another list's on the same screen.
 */
export function MyLearning({
  courseAddress,
  addressPrefix,
}: {
  courseAddress(courseId: string): string;
  addressPrefix?: string;
}) {
  const { list, ...paging } = usePagedList(useMyLearning, NO_FILTERS, { prefix: addressPrefix });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>My Learning</h2>
        </CardTitle>
        <CardDescription>The courses you are enrolled in, with how far you have come.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isPending ? (
          <ListLoading label="Loading your enrollments" rows={3} />
        ) : list.isError ? (
          <ListLoadFailed message="Could not load your enrollments." onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
            <BookOpenIcon aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="max-w-md text-sm text-muted-foreground">
              No enrollments found. Contact your administrator to get enrolled in courses.
            </p>
          </div>
        ) : (
          <>
            <ul aria-label="Your enrollments" aria-busy={list.isFetching} className="flex flex-col gap-3">
              {list.data.items.map((item) => (
                <EnrollmentRow key={item.id} item={item} courseAddress={courseAddress} />
              ))}
            </ul>
            {paging.total > LIST_PAGE_SIZES[0] ? (
              <PaginationBar {...paging} noun={["enrollment", "enrollments"]} />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function EnrollmentRow({
  item,
  courseAddress,
}: {
  item: MyLearningItem;
  courseAddress(courseId: string): string;
}) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const titleId = useId();
  const { course } = item;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={titleId} className="font-semibold break-words">
            {course.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            Enrolled {localDate(item.enrolledAt)}
            {item.completedAt ? ` · Completed ${localDate(item.completedAt)}` : ""} · {course.lessonCount}{" "}
            {course.lessonCount === 1 ? "lesson" : "lessons"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {course.category ? <Badge variant="secondary">{course.category}</Badge> : null}
          <EnrollmentStatusBadge status={item.status} />
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <CourseProgress
          percent={item.progressPercentage}
          label={`Progress in ${course.title}`}
          className="flex-1"
        />
        <Button asChild size="sm" variant="outline">
          <Link to={courseAddress(item.courseId)}>
            Continue <span className="sr-only">{course.title}</span>
          </Link>
        </Button>
      </div>
    </li>
  );
}
