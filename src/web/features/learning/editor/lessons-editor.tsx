import { PlusIcon } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { type EditableCourse, MAX_LESSONS } from "#shared/contracts/learning";
import { Button } from "#web/components/ui/button";
import { formErrorAt } from "#web/lib/forms/form-error-at";
import { blankLesson } from "./course-form-values";
import { LessonEditor } from "./lesson-editor";
import { useCourseForm } from "./use-course-form";

/** The course's lessons in the order learners take them: added, moved and removed here. */
export function LessonsEditor({
  idPrefix,
  saved,
  disabled,
}: {
  idPrefix: string;
  saved: EditableCourse | undefined;
  disabled: boolean;
}) {
  const { control, formState } = useCourseForm();
  const lessons = useFieldArray({ control, name: "lessons", keyName: "key" });
  const error = formErrorAt(formState.errors, "lessons");
  const errorId = `${idPrefix}-lessons-error`;

  return (
    <section aria-labelledby={`${idPrefix}-lessons`} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={`${idPrefix}-lessons`} className="text-lg font-semibold">
          Lessons
        </h2>
        <p className="text-sm text-muted-foreground">
          Learners take them in this order; opening a lesson marks it done.
        </p>
      </div>
      <ol className="grid gap-4">
        {lessons.fields.map((lesson, index) => (
          <LessonEditor
            key={lesson.key}
            idPrefix={idPrefix}
            index={index}
            count={lessons.fields.length}
            saved={saved}
            disabled={disabled}
            onMove={lessons.move}
            onRemove={lessons.remove}
          />
        ))}
      </ol>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={disabled || lessons.fields.length >= MAX_LESSONS}
        aria-describedby={error ? errorId : undefined}
        onClick={() =>
          lessons.append(blankLesson(), {
            shouldFocus: true,
            focusName: `lessons.${lessons.fields.length}.title`,
          })
        }
      >
        <PlusIcon aria-hidden="true" />
        Add lesson
      </Button>
    </section>
  );
}
