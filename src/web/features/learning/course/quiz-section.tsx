import { type ReactNode, useState } from "react";
import { type AttemptResult, LEARNING_MESSAGES, type LearnerCourse } from "#shared/contracts/learning";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { AttemptResultPanel, attemptsLeft } from "./attempt-result";
import { QuizForm } from "./quiz-form";

type Attempts = LearnerCourse["attempts"];

/** What the learner is told about the quiz's rules and their attempts so far. */
function quizFacts(passMark: number, attemptLimit: number | null, attempts: Attempts): string {
  return [
    `Pass mark ${passMark}%`,
    attemptLimit === null
      ? "No attempt limit"
      : `${attemptLimit} ${attemptLimit === 1 ? "attempt" : "attempts"} allowed`,
    `${attempts.used} used`,
    attempts.bestScore === null ? null : `Best score ${attempts.bestScore}%`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The course's quiz: its rules, the last result and the form while an attempt may still be made. */
export function QuizSection({
  courseId,
  quiz,
  attempts: loaded,
  enrolled,
}: {
  courseId: string;
  quiz: NonNullable<LearnerCourse["quiz"]>;
  attempts: Attempts;
  enrolled: boolean;
}) {
  const [result, setResult] = useState<AttemptResult | null>(null);
  // The result is newer than the course until the course is fetched again.
  const attempts = result && result.attempts.used > loaded.used ? result.attempts : loaded;

  let body: ReactNode;
  if (!enrolled) body = <p className="text-sm text-muted-foreground">Enroll to take the quiz.</p>;
  else if (attempts.passed) {
    body = result?.passed ? null : (
      <p className="text-sm font-medium text-green-800 dark:text-green-300">You have passed this quiz.</p>
    );
  } else if (attempts.remaining === 0) {
    body = <p className="text-sm text-muted-foreground">{LEARNING_MESSAGES.attemptLimitReached}</p>;
  } else {
    body = <QuizForm courseId={courseId} questions={quiz.questions} onResult={setResult} />;
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Quiz</h2>
        </CardTitle>
        <CardDescription>
          {quizFacts(quiz.passMark, quiz.attemptLimit, attempts)}
          {/* Once graded, the result says how many are left (and announces it). */}
          {enrolled && !result && !attempts.passed && attempts.remaining !== null && attempts.remaining > 0
            ? ` · ${attemptsLeft(attempts.remaining)}`
            : ""}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {result ? <AttemptResultPanel result={result} questions={quiz.questions} /> : null}
        {body}
      </CardContent>
    </Card>
  );
}
