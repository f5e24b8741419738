import { AppError } from "#server/platform/app-error";
import type { CourseFormValues } from "#shared/contracts/learning";
import type { QuestionRow, QuestionValues } from "./course-rows";

const FOREIGN_LESSON = "A lesson you sent is not part of this course. Reload the course and try again.";
const FOREIGN_QUESTION =
  "A quiz question you sent is not part of this course. Reload the course and try again.";
const FOREIGN_ANSWER = "An answer you sent is not part of its question. Reload the course and try again.";

/**
 * The lessons, questions and answers an edit sends with an id must be the course's own, each sent once; anything
 * else was edited elsewhere meanwhile.
 */
export function checkKeptIds(
  lessons: { id: string }[],
  questions: QuestionRow[],
  course: CourseFormValues,
): void {
  const sentQuestions = course.quiz?.questions ?? [];
  checkIds(
    lessons.map((lesson) => lesson.id),
    course.lessons.map((lesson) => lesson.id),
    FOREIGN_LESSON,
  );
  checkIds(
    questions.map((question) => question.id),
    sentQuestions.map((question) => question.id),
    FOREIGN_QUESTION,
  );
  for (const question of sentQuestions) checkKeptAnswers(questions, question);
}

function checkIds(existing: string[], sent: (string | undefined)[], message: string): void {
  const known = new Set(existing);
  const seen = new Set<string>();
  for (const id of sent) {
    if (id === undefined) continue;
    if (!known.has(id) || seen.has(id)) throw new AppError("bad_request", message);
    seen.add(id);
  }
}

/** A kept question keeps only its own answers; a new question has none to keep. */
function checkKeptAnswers(existing: QuestionRow[], question: QuestionValues): void {
  const own = existing.find((row) => row.id === question.id)?.options.map((option) => option.id) ?? [];
  checkIds(
    own,
    question.options.map((option) => option.id),
    FOREIGN_ANSWER,
  );
}
