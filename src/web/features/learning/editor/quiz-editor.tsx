import { PlusIcon } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { MAX_QUESTIONS } from "#shared/contracts/learning";
import { FormField } from "#web/components/forms/form-field";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { formErrorAt } from "#web/lib/forms/form-error-at";
import { blankQuestion } from "./course-form-values";
import { QuestionEditor } from "./question-editor";
import { useCourseForm } from "./use-course-form";

/**
 * The course's quiz while it has one: the pass mark in percent, the attempt limit (empty: none) and the
 * questions (docs/product/learning.md#quiz).
 */
export function QuizEditor({ idPrefix, disabled }: { idPrefix: string; disabled: boolean }) {
  const { register, control, formState } = useCourseForm();
  const questions = useFieldArray({ control, name: "quiz.questions", keyName: "key" });
  const error = formErrorAt(formState.errors, "quiz.questions");
  const errorId = `${idPrefix}-questions-error`;

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${idPrefix}-pass-mark`}
          label="Pass mark (%)"
          required
          hint="The score, in percent, that passes the quiz."
          error={formErrorAt(formState.errors, "quiz.passMark")}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              disabled={disabled}
              {...register("quiz.passMark")}
            />
          )}
        </FormField>
        <FormField
          id={`${idPrefix}-attempt-limit`}
          label="Attempt limit"
          hint="Leave empty for no limit."
          error={formErrorAt(formState.errors, "quiz.attemptLimit")}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              disabled={disabled}
              {...register("quiz.attemptLimit")}
            />
          )}
        </FormField>
      </div>
      <ol className="grid gap-4" aria-label="Questions">
        {questions.fields.map((question, index) => (
          <QuestionEditor
            key={question.key}
            idPrefix={idPrefix}
            index={index}
            count={questions.fields.length}
            disabled={disabled}
            onMove={questions.move}
            onRemove={questions.remove}
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
        disabled={disabled || questions.fields.length >= MAX_QUESTIONS}
        aria-describedby={error ? errorId : undefined}
        onClick={() =>
          questions.append(blankQuestion(), { focusName: `quiz.questions.${questions.fields.length}.prompt` })
        }
      >
        <PlusIcon aria-hidden="true" />
        Add question
      </Button>
    </div>
  );
}
