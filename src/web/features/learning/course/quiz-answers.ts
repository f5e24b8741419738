import { z } from "zod";
import type { LearnerQuestion } from "#shared/contracts/learning";

/** The quiz form's values: the chosen answer ids, by question id. */
export type QuizAnswers = Record<string, string[]>;

/** Every question must be answered before the quiz goes to the server (docs/product/learning.md#quiz). */
export function quizAnswersSchema(
  questions: readonly LearnerQuestion[],
): z.ZodType<QuizAnswers, QuizAnswers> {
  return z.object(
    Object.fromEntries(
      questions.map((question, index) => [
        question.id,
        z.array(z.string()).min(1, { error: `Please answer question ${index + 1}.` }),
      ]),
    ),
  );
}

/** No answer chosen yet. */
export const noAnswers = (questions: readonly LearnerQuestion[]): QuizAnswers =>
  Object.fromEntries(questions.map((question) => [question.id, []]));
