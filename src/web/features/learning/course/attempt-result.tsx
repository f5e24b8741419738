import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import type { AttemptResult, LearnerQuestion } from "#shared/contracts/learning";
import { cn } from "#web/lib/style/cn";

/** How many attempts are left, in words. */
export function attemptsLeft(remaining: number | null): string {
  if (remaining === null) return "You may try as often as you like.";
  if (remaining === 0) return "No attempts left.";
  return `${remaining} ${remaining === 1 ? "attempt" : "attempts"} left.`;
}

/**
 * The graded attempt: the score against the pass mark, each question answered wrongly with the wrong answers
 * chosen, and the attempts left (docs/product/learning.md#quiz).
 */
export function AttemptResultPanel({
  result,
  questions,
}: {
  result: AttemptResult;
  questions: readonly LearnerQuestion[];
}) {
  const wrong = result.questions.filter((question) => !question.correct);
  return (
    <section
      aria-label="Quiz result"
      role="status"
      className={cn(
        "grid gap-3 rounded-lg border p-4",
        result.passed
          ? "border-green-200 bg-green-50 dark:border-green-800 dark:bg-green-950"
          : "border-amber-200 bg-amber-50 dark:border-amber-800 dark:bg-amber-950",
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        {result.passed ? (
          <CheckCircle2Icon aria-hidden="true" className="size-5 text-green-700 dark:text-green-300" />
        ) : (
          <XCircleIcon aria-hidden="true" className="size-5 text-amber-700 dark:text-amber-300" />
        )}
        {result.passed
          ? `Passed with ${result.score}% (pass mark ${result.passMark}%).`
          : `Not passed: ${result.score}%, the pass mark is ${result.passMark}%.`}
      </p>
      {wrong.length > 0 ? (
        <div className="grid gap-2 text-sm">
          <p>Answered wrongly:</p>
          <ul aria-label="Questions answered wrongly" className="grid gap-2">
            {wrong.map((graded) => {
              const index = questions.findIndex((question) => question.id === graded.questionId);
              const question = questions[index];
              const chosen = (question?.options ?? [])
                .filter((option) => graded.wrongOptionIds.includes(option.id))
                .map((option) => option.text);
              return (
                <li key={graded.questionId} className="rounded-md bg-background/70 p-2">
                  <p className="font-medium break-words">
                    Question {index + 1}: {question?.prompt}
                  </p>
                  <p className="text-muted-foreground break-words">
                    {chosen.length > 0
                      ? `Wrong answers chosen: ${chosen.join("; ")}`
                      : "A correct answer was left out."}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {result.passed ? null : <p className="text-sm">{attemptsLeft(result.attempts.remaining)}</p>}
    </section>
  );
}
