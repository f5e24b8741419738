import { useId } from "react";
import { formatDate } from "#shared/format";
import { Badge } from "#web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Progress } from "#web/components/ui/progress";
import type { Course, Enrollment } from "../learning-sample-data";

export function MyLearning({
  courses,
  enrollments,
}: {
  courses: readonly Course[];
  enrollments: readonly Enrollment[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>My Learning</h2>
        </CardTitle>
        <CardDescription>Courses you have started, with how far you have come.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {enrollments.map((enrollment) => {
            const course = courses.find((candidate) => candidate.id === enrollment.courseId);
            return course ? <EnrollmentRow key={course.id} course={course} enrollment={enrollment} /> : null;
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function EnrollmentRow({ course, enrollment }: { course: Course; enrollment: Enrollment }) {
  const titleId = useId();
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={titleId} className="font-semibold">
            {course.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            Enrolled {formatDate(enrollment.enrolledOn)} · {enrollment.lessonsDone} of {enrollment.lessons}{" "}
            lessons
          </p>
        </div>
        <Badge variant="secondary">{course.category}</Badge>
      </div>
      <div className="flex items-center gap-3">
        <Progress value={enrollment.progress} aria-labelledby={titleId} className="flex-1" />
        <span aria-hidden="true" className="w-10 text-right text-sm font-medium tabular-nums">
          {enrollment.progress}%
        </span>
      </div>
    </li>
  );
}
