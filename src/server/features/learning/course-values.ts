import { randomUUID } from "node:crypto";
import type { QuizOption } from "#server/db/schema/learning";
import type { CourseFormValues } from "#shared/contracts/learning";

type QuestionValues = NonNullable<CourseFormValues["quiz"]>["questions"][number];

/** The course's own columns as the editor sets them; a course without a quiz has neither pass mark nor limit. */
export function courseColumnsOf(values: CourseFormValues) {
  return {
    title: values.title,
    description: values.description ?? null,
    durationMinutes: values.durationMinutes,
    difficultyLevel: values.difficultyLevel,
    category: values.category,
    audience: values.audience,
    status: values.status,
    passMark: values.quiz?.passMark ?? null,
    attemptLimit: values.quiz?.attemptLimit ?? null,
  };
}

export type CourseColumns = ReturnType<typeof courseColumnsOf>;

/** The names audit entries record the changes under: snake_case, like every stored audit detail. */
export const COURSE_FIELD_NAMES: Record<keyof CourseColumns, string> = {
  title: "title",
  description: "description",
  durationMinutes: "duration_minutes",
  difficultyLevel: "difficulty_level",
  category: "category",
  audience: "audience",
  status: "status",
  passMark: "pass_mark",
  attemptLimit: "attempt_limit",
};

/**
 * A question's stored answers and which are correct. An answer sent with its id keeps it (attempts already
 * name it); a new answer gets a new id.
 */
export function storedAnswersOf(question: QuestionValues): {
  options: QuizOption[];
  correctOptionIds: string[];
} {
  const options = question.options.map((option) => ({
    id: option.id ?? randomUUID(),
    text: option.text,
    correct: option.correct,
  }));
  return {
    options: options.map(({ id, text }) => ({ id, text })),
    correctOptionIds: options.filter((option) => option.correct).map((option) => option.id),
  };
}
