import type { quizQuestions } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { AttemptResult } from "#shared/contracts/learning";

type Question = Pick<typeof quizQuestions.$inferSelect, "id" | "options" | "correctOptionIds">;

/**
 * The answers checked against the quiz, each question's chosen ids once each (docs/product/learning.md#quiz):
 * every question answered, no question or answer from elsewhere, one answer where only one is correct. Refusals
 * name the question by its number, as the learner sees it.
 */
export function checkedAnswers(
  questions: Question[],
  answers: Record<string, string[]>,
): Record<string, string[]> {
  const known = new Set(questions.map((question) => question.id));
  if (Object.keys(answers).some((questionId) => !known.has(questionId))) {
    throw new AppError(
      "bad_request",
      "An answer is for a question that is not in this quiz. Please reload the course and answer again.",
    );
  }
  const checked: Record<string, string[]> = {};
  questions.forEach((question, index) => {
    const number = index + 1;
    const chosen = [...new Set(answers[question.id] ?? [])];
    if (chosen.length === 0) throw new AppError("bad_request", `Please answer question ${number}.`);
    const options = new Set(question.options.map((option) => option.id));
    if (chosen.some((optionId) => !options.has(optionId))) {
      throw new AppError(
        "bad_request",
        `Question ${number} has no such answer. Please reload the course and answer again.`,
      );
    }
    if (question.correctOptionIds.length === 1 && chosen.length > 1) {
      throw new AppError("bad_request", `Question ${number} takes one answer only.`);
    }
    checked[question.id] = chosen;
  });
  return checked;
}

/**
 * Grades answers: a question is right only when exactly its correct answers are chosen; the score is the whole
 * percent of right questions. The result names the wrong chosen answers, never the correct ones.
 */
export function grade(
  questions: Question[],
  answers: Record<string, string[]>,
  passMark: number,
): Pick<AttemptResult, "score" | "passed" | "questions"> {
  const graded = questions.map((question) => {
    const chosen = answers[question.id] ?? [];
    const correct = new Set(question.correctOptionIds);
    const wrongOptionIds = chosen.filter((optionId) => !correct.has(optionId));
    const right = wrongOptionIds.length === 0 && new Set(chosen).size === correct.size;
    return { questionId: question.id, correct: right, wrongOptionIds };
  });
  const right = graded.filter((question) => question.correct).length;
  const score = questions.length === 0 ? 0 : Math.round((100 * right) / questions.length);
  return { score, passed: score >= passMark, questions: graded };
}
