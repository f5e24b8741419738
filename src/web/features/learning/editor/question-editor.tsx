import { PlusIcon, XIcon } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { MAX_OPTIONS } from "#shared/contracts/learning";
import { FormField } from "#web/components/forms/form-field";
import { ItemMoveButtons } from "#web/components/lists/item-move-buttons";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { formErrorAt } from "#web/lib/forms/form-error-at";
import { blankAnswer } from "./course-form-values";
import { useCourseForm } from "./use-course-form";

/**
 * One quiz question: its prompt and its answers, each with a "correct" box; one or several may be correct
 * (docs/product/learning.md#quiz).
 */
export function QuestionEditor({
  idPrefix,
  index,
  count,
  disabled,
  onMove,
  onRemove,
}: {
  idPrefix: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}) {
  const { register, control, formState } = useCourseForm();
  const path = `quiz.questions.${index}` as const;
  const answers = useFieldArray({ control, name: `${path}.options`, keyName: "key" });
  const id = `${idPrefix}-question-${index}`;
  const name = `question ${index + 1}`;
  const answersError = formErrorAt(formState.errors, `${path}.options`);
  const answersErrorId = `${id}-answers-error`;

  return (
    <li>
      <fieldset aria-labelledby={`${id}-heading`} className="grid min-w-0 gap-4 rounded-lg border p-4">
        <div className="flex items-center justify-between gap-2">
          <h4 id={`${id}-heading`} className="font-semibold">
            Question {index + 1}
          </h4>
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
          id={`${id}-prompt`}
          label="Question"
          required
          error={formErrorAt(formState.errors, `${path}.prompt`)}
        >
          {(controlProps) => (
            <Textarea
              {...controlProps}
              rows={2}
              maxLength={1000}
              disabled={disabled}
              {...register(`${path}.prompt`)}
            />
          )}
        </FormField>
        <div className="grid gap-2">
          <p className="text-sm font-medium">Answers</p>
          <ol className="grid gap-3">
            {answers.fields.map((answer, answerIndex) => {
              const answerId = `${id}-answer-${answerIndex}`;
              const textError = formErrorAt(formState.errors, `${path}.options.${answerIndex}.text`);
              return (
                <li key={answer.key} className="grid gap-1 rounded-md border p-2 sm:border-0 sm:p-0">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:flex-nowrap">
                    <label htmlFor={`${answerId}-text`} className="sr-only">
                      Answer {answerIndex + 1} of {name}
                    </label>
                    <Input
                      id={`${answerId}-text`}
                      placeholder={`Answer ${answerIndex + 1}`}
                      maxLength={500}
                      autoComplete="off"
                      aria-required
                      aria-invalid={textError ? true : undefined}
                      aria-describedby={textError ? `${answerId}-error` : undefined}
                      disabled={disabled}
                      className="min-w-0 flex-1 basis-full sm:basis-auto"
                      {...register(`${path}.options.${answerIndex}.text`)}
                    />
                    <div className="flex items-center gap-2">
                      <input
                        id={`${answerId}-correct`}
                        type="checkbox"
                        disabled={disabled}
                        aria-invalid={answersError ? true : undefined}
                        aria-describedby={answersError ? answersErrorId : undefined}
                        className="size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed"
                        {...register(`${path}.options.${answerIndex}.correct`)}
                      />
                      <label htmlFor={`${answerId}-correct`} className="cursor-pointer text-sm">
                        Correct
                        <span className="sr-only">
                          {" "}
                          (answer {answerIndex + 1} of {name})
                        </span>
                      </label>
                    </div>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="ml-auto size-9 sm:ml-0"
                      aria-label={`Remove answer ${answerIndex + 1} of ${name}`}
                      disabled={disabled || answers.fields.length <= 2}
                      onClick={() => answers.remove(answerIndex)}
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  </div>
                  {textError ? (
                    <p id={`${answerId}-error`} className="text-sm text-destructive">
                      {textError}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {answersError ? (
            <p id={answersErrorId} className="text-sm text-destructive">
              {answersError}
            </p>
          ) : null}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            disabled={disabled || answers.fields.length >= MAX_OPTIONS}
            onClick={() =>
              answers.append(blankAnswer(), { focusName: `${path}.options.${answers.fields.length}.text` })
            }
          >
            <PlusIcon aria-hidden="true" />
            Add answer <span className="sr-only">to {name}</span>
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
