import { ArrowLeftIcon, AwardIcon, LogInIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { LEARNING_MESSAGES, type LearnerCourse, type LearnerLesson } from "#shared/contracts/learning";
import { formatDuration } from "#shared/format";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { NotFoundState } from "#web/components/page/not-found-state";
import { Badge } from "#web/components/ui/badge";
import { BusyButton } from "#web/components/ui/busy-button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { isMissingItem } from "#web/lib/queries/missing-item";
import { failureText } from "#web/lib/transport/failure-text";
import { useEnroll } from "../api/enroll";
import { useLearnerCourse } from "../api/get-course";
import { useOpenLesson } from "../api/open-lesson";
import { CourseProgress } from "../course-progress";
import { DifficultyBadge } from "../difficulty-badge";
import { EnrollmentStatusBadge } from "../enrollment-status-badge";
import { LessonContent } from "./lesson-content";
import { LessonList } from "./lesson-list";
import { QuizSection } from "./quiz-section";

/** Where the view links back to and on to; the staff screen and the partner dashboard each give their own. */
export interface CourseViewLinks {
  /** The catalog (or the page listing courses) and its name, e.g. "Back to Course Catalog". */
  backTo: string;
  backLabel: string;
  /** The caller's certificates, offered once the course is completed. */
  certificationsTo: string;
}

/**
 * Taking one course (docs/product/learning.md#taking-a-course): its lessons in order, each opened here, the quiz
 * and the learner's progress. Holds no shell of its own, so the staff screen and the partner dashboard both
 * mount it.
 */
export function CourseView({ courseId, ...links }: { courseId: string } & CourseViewLinks) {
  const course = useLearnerCourse(courseId);
  useDocumentTitle(course.data?.title ?? "Course");

  if (course.isPending) return <ListLoading label="Loading the course" rows={3} />;
  if (course.isError) {
    if (isMissingItem(course.error)) {
      return (
        <NotFoundState
          title={LEARNING_MESSAGES.courseNotFound}
          description="It may have been withdrawn, or it is not open to you."
          back={{ label: links.backLabel, to: links.backTo }}
        />
      );
    }
    return <ListLoadFailed message="Could not load the course." onRetry={() => course.refetch()} />;
  }
  return <CourseDetails course={course.data} {...links} />;
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-2 hover:underline"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

function CourseDetails({
  course,
  backTo,
  backLabel,
  certificationsTo,
}: { course: LearnerCourse } & CourseViewLinks) {
  const { enrollment } = course;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = course.lessons.find((lesson) => lesson.id === selectedId) ?? null;
  // Each lesson is marked opened once per visit, however often it is selected again.
  const opened = useRef(new Set<string>());
  const openLesson = useOpenLesson();
  const enroll = useEnroll({
    mutationConfig: {
      onSuccess: () => toast.success("Enrolled", { description: `You are enrolled in ${course.title}.` }),
      onError: (error) =>
        toast.error("Enrollment Failed", {
          description: failureText(error, "Could not enroll you. Please try again."),
        }),
    },
  });

  const select = (lesson: LearnerLesson) => {
    setSelectedId(lesson.id);
    if (!enrollment || lesson.done || opened.current.has(lesson.id)) return;
    opened.current.add(lesson.id);
    openLesson.mutate(
      { courseId: course.id, lessonId: lesson.id },
      {
        onError: (error) => {
          opened.current.delete(lesson.id);
          toast.error("Progress Not Saved", {
            description: failureText(error, "Could not record this lesson. Please try again."),
          });
        },
      },
    );
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <BackLink to={backTo} label={backLabel} />
      <header className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          {course.category ? <Badge variant="secondary">{course.category}</Badge> : null}
          <DifficultyBadge difficulty={course.difficultyLevel} />
          {enrollment ? <EnrollmentStatusBadge status={enrollment.status} /> : null}
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{course.title}</h1>
        {course.description ? (
          <p className="max-w-3xl text-muted-foreground break-words">{course.description}</p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {[
            course.durationMinutes ? formatDuration(course.durationMinutes) : null,
            `${course.lessonCount} ${course.lessonCount === 1 ? "lesson" : "lessons"}`,
            course.quiz ? `Quiz, pass mark ${course.quiz.passMark}%` : "No quiz",
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {enrollment ? (
          <CourseProgress
            percent={enrollment.progressPercentage}
            label="Course progress"
            className="max-w-xl"
          />
        ) : (
          <div className="flex flex-col items-start gap-2 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              Enroll to record your progress{course.quiz ? " and take the quiz" : ""}.
            </p>
            <BusyButton
              type="button"
              busy={enroll.isPending}
              busyLabel="Enrolling"
              icon={<LogInIcon aria-hidden="true" />}
              onClick={() => enroll.mutate({ courseId: course.id })}
            >
              Enroll Now
            </BusyButton>
          </div>
        )}
        {enrollment?.status === "completed" ? (
          <div
            role="status"
            className="flex flex-col items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-4 sm:flex-row dark:border-green-800 dark:bg-green-950 sm:items-center sm:justify-between"
          >
            <p className="flex items-center gap-2 text-sm font-medium text-green-900 dark:text-green-200">
              <AwardIcon aria-hidden="true" className="size-5 shrink-0" />
              You have completed this course. Your certificate is ready.
            </p>
            <Link
              to={certificationsTo}
              className="text-sm font-medium text-primary underline underline-offset-2"
            >
              Go to Certifications
            </Link>
          </div>
        ) : null}
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <Card className="gap-3 self-start py-4">
          <CardHeader className="px-4">
            <CardTitle asChild className="text-base">
              <h2>Lessons</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="px-2">
            <LessonList lessons={course.lessons} selectedId={selectedId} onSelect={select} />
          </CardContent>
        </Card>
        <Card className="min-w-0 px-4 py-5 sm:px-6">
          {selected ? (
            <LessonContent key={selected.id} courseId={course.id} lesson={selected} />
          ) : (
            <p className="text-sm text-muted-foreground">
              {enrollment?.status === "completed"
                ? "Choose a lesson to read it again."
                : "Choose a lesson to begin. Opening a lesson marks it done."}
            </p>
          )}
        </Card>
      </div>

      {course.quiz ? (
        <QuizSection
          courseId={course.id}
          quiz={course.quiz}
          attempts={course.attempts}
          enrolled={enrollment !== null}
        />
      ) : null}
    </div>
  );
}
