import { CheckCircle2Icon, CircleIcon } from "lucide-react";
import type { LearnerLesson } from "#shared/contracts/learning";
import { cn } from "#web/lib/style/cn";

/** The course's lessons in order: each a button that opens it, ticked once the learner has opened it. */
export function LessonList({
  lessons,
  selectedId,
  onSelect,
}: {
  lessons: readonly LearnerLesson[];
  selectedId: string | null;
  onSelect(lesson: LearnerLesson): void;
}) {
  return (
    <ol aria-label="Lessons" className="grid gap-1">
      {lessons.map((lesson, index) => {
        const selected = lesson.id === selectedId;
        return (
          <li key={lesson.id}>
            <button
              type="button"
              aria-current={selected ? "step" : undefined}
              onClick={() => onSelect(lesson)}
              className={cn(
                "flex w-full items-start gap-2 rounded-md px-3 py-2 text-left text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
                selected && "bg-accent font-medium",
              )}
            >
              {lesson.done ? (
                <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
              ) : (
                <CircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              )}
              <span className="min-w-0 break-words">
                {index + 1}. {lesson.title}
                {lesson.done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
