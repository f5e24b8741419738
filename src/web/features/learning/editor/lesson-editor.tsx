import { EyeIcon } from "lucide-react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { type EditableCourse, MAX_LESSON_TEXT } from "#shared/contracts/learning";
import { FormField } from "#web/components/forms/form-field";
import { ItemMoveButtons } from "#web/components/lists/item-move-buttons";
import { Markdown } from "#web/components/text/markdown";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { formErrorAt } from "#web/lib/forms/form-error-at";
import { cn } from "#web/lib/style/cn";
import { LessonFileField } from "./lesson-file-field";
import { useCourseForm } from "./use-course-form";

/**
 * One lesson: its title and its Markdown text, with a preview of how learners will read it; once the lesson is
 * saved, its video or PDF. Moves and removal act on the list around it.
 */
export function LessonEditor({
  idPrefix,
  index,
  count,
  saved,
  disabled,
  onMove,
  onRemove,
}: {
  idPrefix: string;
  index: number;
  count: number;
  /** The saved course, when editing one: where a saved lesson's file is. */
  saved: EditableCourse | undefined;
  disabled: boolean;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}) {
  const { register, control, formState } = useCourseForm();
  const [previewing, setPreviewing] = useState(false);
  const lessonId = useWatch({ control, name: `lessons.${index}.id` });
  const body = useWatch({ control, name: `lessons.${index}.body` }) ?? "";
  const name = `lesson ${index + 1}`;
  const id = `${idPrefix}-lesson-${index}`;
  const savedLesson = lessonId ? saved?.lessons.find((lesson) => lesson.id === lessonId) : undefined;
  const bodyError = formErrorAt(formState.errors, `lessons.${index}.body`);

  return (
    <li>
      <fieldset
        aria-labelledby={`${id}-heading`}
        className="grid min-w-0 gap-4 rounded-lg border bg-card p-4"
      >
        <div className="flex items-center justify-between gap-2">
          <h3 id={`${id}-heading`} className="text-base font-semibold">
            Lesson {index + 1}
          </h3>
          <ItemMoveButtons
            name={name}
            index={index}
            count={count}
            canRemove={count > 1}
            disabled={disabled}
            onMove={onMove}
            onRemove={onRemove}
          />
        </div>
        <FormField
          id={`${id}-title`}
          label="Lesson title"
          required
          error={formErrorAt(formState.errors, `lessons.${index}.title`)}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              maxLength={200}
              autoComplete="off"
              disabled={disabled}
              {...register(`lessons.${index}.title`)}
            />
          )}
        </FormField>
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={`${id}-body`} className="text-sm font-medium leading-none">
              Lesson text
            </label>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-pressed={previewing}
              onClick={() => setPreviewing((shown) => !shown)}
            >
              <EyeIcon aria-hidden="true" />
              Preview <span className="sr-only">{name}</span>
            </Button>
          </div>
          {/* Kept mounted while previewing, so its label still points at it and its value stays registered. */}
          <Textarea
            id={`${id}-body`}
            rows={8}
            maxLength={MAX_LESSON_TEXT}
            placeholder="Write the lesson in Markdown: # headings, **bold**, lists, [links](https://...)"
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? `${id}-body-hint ${id}-body-error` : `${id}-body-hint`}
            disabled={disabled}
            className={cn("font-mono", previewing && "hidden")}
            {...register(`lessons.${index}.body`)}
          />
          {previewing ? (
            <section
              aria-label={`Preview of ${name}`}
              className="min-h-24 rounded-md border bg-background px-4 py-3"
            >
              {body.trim() ? (
                <Markdown>{body}</Markdown>
              ) : (
                <p className="text-sm text-muted-foreground">Nothing written yet.</p>
              )}
            </section>
          ) : null}
          <p id={`${id}-body-hint`} className="text-sm text-muted-foreground">
            Markdown. Learners see it as the preview shows it.
          </p>
          {bodyError ? (
            <p id={`${id}-body-error`} className="text-sm text-destructive">
              {bodyError}
            </p>
          ) : null}
        </div>
        {saved && savedLesson ? (
          <LessonFileField
            id={`${id}-file`}
            courseId={saved.id}
            lessonId={savedLesson.id}
            lessonName={name}
            file={savedLesson.file}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            Save the course to attach a video or PDF to this lesson.
          </p>
        )}
      </fieldset>
    </li>
  );
}
