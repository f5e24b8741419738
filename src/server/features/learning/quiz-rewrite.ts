import { and, eq, notInArray } from "drizzle-orm";
import { quizQuestions } from "#server/db/schema/index";
import type { QuestionValues, Tx } from "./course-rows";
import { storedAnswersOf } from "./course-values";

/** Removes the questions left out, rewrites the kept ones in the order sent and adds the new ones. */
export async function rewriteQuiz(tx: Tx, courseId: string, sent: QuestionValues[]): Promise<void> {
  const keptIds = sent.flatMap((question) => (question.id ? [question.id] : []));
  await tx
    .delete(quizQuestions)
    .where(
      and(
        eq(quizQuestions.courseId, courseId),
        keptIds.length > 0 ? notInArray(quizQuestions.id, keptIds) : undefined,
      ),
    );
  for (const [position, question] of sent.entries()) {
    if (!question.id) continue;
    await tx
      .update(quizQuestions)
      .set({ position, prompt: question.prompt, ...storedAnswersOf(question) })
      .where(eq(quizQuestions.id, question.id));
  }
  const added = [...sent.entries()].filter(([, question]) => !question.id);
  if (added.length > 0) {
    await tx.insert(quizQuestions).values(
      added.map(([position, question]) => ({
        courseId,
        position,
        prompt: question.prompt,
        ...storedAnswersOf(question),
      })),
    );
  }
}
