import { ClockIcon, StarIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { formatDuration, formatNumber } from "#shared/format";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#web/components/ui/card";
import type { Course } from "../learning-sample-data";
import { DifficultyBadge } from "./difficulty-badge";

export function CourseCard({ course }: { course: Course }) {
  const enroll = () =>
    toast("Coming soon", {
      description: `Enrollment in ${course.title} opens once the learning platform is connected.`,
    });

  return (
    <Card className="h-full gap-4">
      <CardHeader>
        <div className="mb-1 flex flex-wrap gap-2">
          <Badge variant="secondary">{course.category}</Badge>
          <DifficultyBadge difficulty={course.difficulty} />
        </div>
        <CardTitle asChild>
          <h3 className="text-lg">{course.title}</h3>
        </CardTitle>
        <CardDescription>{course.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <CourseFact icon={<ClockIcon aria-hidden="true" className="size-4" />} label="Duration">
            {formatDuration(course.durationMinutes)}
          </CourseFact>
          <CourseFact icon={<UsersIcon aria-hidden="true" className="size-4" />} label="Enrolled">
            {formatNumber(course.enrolled)} enrolled
          </CourseFact>
          <CourseFact
            icon={<StarIcon aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />}
            label="Rating"
          >
            {course.rating.toFixed(1)} <span className="sr-only">out of 5</span>
          </CourseFact>
        </dl>
      </CardContent>
      <CardFooter>
        <Button className="w-full" onClick={enroll}>
          Enroll Now <span className="sr-only">in {course.title}</span>
        </Button>
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
