import { BookOpenIcon, ClockIcon, ListChecksIcon, LogInIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { CatalogCourse } from "#shared/contracts/learning";
import { formatDuration } from "#shared/format";
import { Badge } from "#web/components/ui/badge";
import { BusyButton } from "#web/components/ui/busy-button";
import { Button } from "#web/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#web/components/ui/card";
import { failureText } from "#web/lib/transport/failure-text";
import { useEnroll } from "../api/enroll";
import { CourseProgress } from "../course-progress";
import { DifficultyBadge } from "../difficulty-badge";
import { EnrollmentStatusBadge } from "../enrollment-status-badge";

/** One course of the catalog: what it is, and Enroll Now or, once enrolled, Continue with the progress. */
export function CourseCard({
  course,
  courseAddress,
}: {
  course: CatalogCourse;
  courseAddress(courseId: string): string;
}) {
  const navigate = useNavigate();
  const enroll = useEnroll({
    mutationConfig: {
      onSuccess: () => {
        toast.success("Enrolled", { description: `You are enrolled in ${course.title}.` });
        navigate(courseAddress(course.id));
      },
      onError: (error) =>
        toast.error("Enrollment Failed", {
          description: failureText(error, "Could not enroll you. Please try again."),
        }),
    },
  });
  const lessons = `${course.lessonCount} ${course.lessonCount === 1 ? "lesson" : "lessons"}`;

  return (
    <Card className="h-full gap-4">
      <CardHeader>
        <div className="mb-1 flex flex-wrap gap-2">
          {course.category ? <Badge variant="secondary">{course.category}</Badge> : null}
          <DifficultyBadge difficulty={course.difficultyLevel} />
          {course.enrollment ? <EnrollmentStatusBadge status={course.enrollment.status} /> : null}
        </div>
        <CardTitle asChild>
          <h3 className="text-lg break-words">{course.title}</h3>
        </CardTitle>
        {course.description ? (
          <CardDescription className="break-words">{course.description}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="mt-auto grid gap-3">
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {course.durationMinutes ? (
            <CourseFact icon={<ClockIcon aria-hidden="true" className="size-4" />} label="Duration">
              {formatDuration(course.durationMinutes)}
            </CourseFact>
          ) : null}
          <CourseFact icon={<BookOpenIcon aria-hidden="true" className="size-4" />} label="Lessons">
            {lessons}
          </CourseFact>
          <CourseFact icon={<ListChecksIcon aria-hidden="true" className="size-4" />} label="Quiz">
            {course.hasQuiz ? "Quiz included" : "No quiz"}
          </CourseFact>
        </dl>
        {course.enrollment ? (
          <CourseProgress
            percent={course.enrollment.progressPercentage}
            label={`Progress in ${course.title}`}
          />
        ) : null}
      </CardContent>
      <CardFooter>
        {course.enrollment ? (
          <Button asChild variant="outline" className="w-full">
            <Link to={courseAddress(course.id)}>
              Continue <span className="sr-only">{course.title}</span>
            </Link>
          </Button>
        ) : (
          <BusyButton
            type="button"
            className="w-full"
            busy={enroll.isPending}
            busyLabel="Enrolling"
            icon={<LogInIcon aria-hidden="true" />}
            onClick={() => enroll.mutate({ courseId: course.id })}
          >
            Enroll Now <span className="sr-only">in {course.title}</span>
          </BusyButton>
        )}
      </CardFooter>
    </Card>
  );
}

/** One fact in the card's list: the icon is for the eye, screen readers hear the label in its place. */
function CourseFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
