import { useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import type { AttemptResult, LearnerQuestion } from "#shared/contracts/learning";
import { SubmitRow } from "#web/components/forms/submit-row";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "#web/components/ui/radio-group";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useSubmitAttempt } from "../api/submit-attempt";
import { noAnswers, type QuizAnswers, quizAnswersSchema } from "./quiz-answers";

/**
 * The quiz as a form: one labelled fieldset per question, a radio group when one answer is right, boxes to tick
 * when several are. Each submission carries its own id, kept until the server has answered, so a second click or
 * a retry after a lost answer counts once (docs/product/learning.md#quiz).
 */
export function QuizForm({
  courseId,
  questions,
  onResult,
}: {
  courseId: string;
  questions: readonly LearnerQuestion[];
  onResult(result: AttemptResult): void;
}) {
  const schema = useMemo(() => quizAnswersSchema(questions), [questions]);
  const form = useContractForm(schema, {
    defaultValues: noAnswers(questions),
    order: questions.map((question) => question.id),
  });
  const [submissionId, setSubmissionId] = useState(() => crypto.randomUUID());
  const submit = useSubmitAttempt();
  const busy = form.formState.isSubmitting;

  const send = form.submit(async (answers: QuizAnswers) => {
    try {
      onResult(await submit.mutateAsync({ courseId, submissionId, answers }));
      setSubmissionId(crypto.randomUUID());
    } catch (error) {
      // Without an answer the attempt may have counted: the retry keeps its id, so it counts once.
      if ((rpcFailureOf(error)?.status ?? 0) !== 0) setSubmissionId(crypto.randomUUID());
      form.refuseCall(error, "Quiz Not Submitted");
    }
  });

  return (
    <form noValidate onSubmit={send} aria-label="Quiz" className="grid gap-5">
      {questions.map((question, index) => {
        const error = form.error(question.id);
        const errorId = `${question.id}-error`;
        return (
          <fieldset
            key={question.id}
            disabled={busy}
            aria-describedby={error ? errorId : undefined}
            className="rounded-lg border p-4"
          >
            {/* Floated inside the box: a legend on the border would run through it once a long prompt wraps. */}
            <legend className="float-left mb-3 w-full font-medium break-words">
              {`${index + 1}. ${question.prompt}${question.multiple ? " " : ""}`}
              {question.multiple ? (
                <span className="text-sm font-normal text-muted-foreground">(choose all that apply)</span>
              ) : null}
            </legend>
            <div className="clear-both grid gap-3">
              <Controller
                control={form.control}
                name={question.id}
                render={({ field }) =>
                  question.multiple ? (
                    <div className="grid gap-2">
                      {question.options.map((option, optionIndex) => {
                        const id = `${question.id}-${option.id}`;
                        const checked = field.value.includes(option.id);
                        return (
                          <div key={option.id} className="flex items-start gap-2">
                            <Checkbox
                              id={id}
                              ref={optionIndex === 0 ? field.ref : undefined}
                              checked={checked}
                              aria-invalid={error ? true : undefined}
                              onCheckedChange={(next) =>
                                field.onChange(
                                  next === true
                                    ? [...field.value, option.id]
                                    : field.value.filter((chosen) => chosen !== option.id),
                                )
                              }
                              onBlur={field.onBlur}
                            />
                            <Label htmlFor={id} className="font-normal break-words">
                              {option.text}
                            </Label>
                          </div>
                        );
                      })}
                    </div>
                  ) : (
                    <RadioGroup
                      value={field.value[0] ?? ""}
                      onValueChange={(value) => field.onChange([value])}
                      aria-invalid={error ? true : undefined}
                    >
                      {question.options.map((option, optionIndex) => {
                        const id = `${question.id}-${option.id}`;
                        return (
                          <div key={option.id} className="flex items-start gap-2">
                            <RadioGroupItem
                              id={id}
                              value={option.id}
                              ref={optionIndex === 0 ? field.ref : undefined}
                              onBlur={field.onBlur}
                            />
                            <Label htmlFor={id} className="font-normal break-words">
                              {option.text}
                            </Label>
                          </div>
                        );
                      })}
                    </RadioGroup>
                  )
                }
              />
              {error ? (
                <p id={errorId} className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      <SubmitRow label="Submit Answers" busy={busy} reasons={form.reasons} />
    </form>
  );
}
