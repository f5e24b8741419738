import type { FieldChanges } from "#shared/audit-details";
import type { CourseFormValues } from "#shared/contracts/learning";
import type { LessonRow, QuestionRow, QuestionValues } from "./course-rows";
import { COURSE_FIELD_NAMES, type CourseColumns } from "./course-values";

/**
 * What a course edit changes, as its audit entry's `changes`: each own field as { from, to }, and the lessons'
 * and questions' counts when either list changed at all. Empty when the edit changes nothing.
 */
export function courseChanges(
  before: {
    course: { [Key in keyof CourseColumns]: CourseColumns[Key] | null };
    lessons: LessonRow[];
    questions: QuestionRow[];
  },
  after: { course: CourseColumns; lessons: CourseFormValues["lessons"]; questions: QuestionValues[] },
): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of Object.keys(after.course) as (keyof CourseColumns)[]) {
    if (before.course[key] !== after.course[key])
      changes[COURSE_FIELD_NAMES[key]] = { from: before.course[key], to: after.course[key] };
  }
  if (lessonsChanged(before.lessons, after.lessons)) {
    changes.lessons = { from: before.lessons.length, to: after.lessons.length };
  }
  if (questionsChanged(before.questions, after.questions)) {
    changes.questions = { from: before.questions.length, to: after.questions.length };
  }
  return changes;
}

function lessonsChanged(before: LessonRow[], sent: CourseFormValues["lessons"]): boolean {
  return (
    before.length !== sent.length ||
    sent.some(
      (lesson, index) =>
        lesson.id !== before[index]?.id ||
        lesson.title !== before[index]?.title ||
        lesson.body !== before[index]?.body,
    )
  );
}

function questionsChanged(before: QuestionRow[], sent: QuestionValues[]): boolean {
  return (
    before.length !== sent.length ||
    sent.some((question, index) => {
      const row = before[index];
      return (
        !row ||
        question.id !== row.id ||
        question.prompt !== row.prompt ||
        question.options.length !== row.options.length ||
        question.options.some((option, at) => {
          const stored = row.options[at];
          return (
            !stored ||
            option.id !== stored.id ||
            option.text !== stored.text ||
            option.correct !== row.correctOptionIds.includes(stored.id)
          );
        })
      );
    })
  );
}
