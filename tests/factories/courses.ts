import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/client";
import { courseLessons, courses, enrollments, quizQuestions } from "#server/db/schema/index";
import type { CourseForm } from "#shared/contracts/learning";
import { nextSequence } from "./sequence";

export type CourseOverrides = Partial<typeof courses.$inferInsert> & {
  /** How many lessons to give it (2 by default). */
  lessons?: number;
  /** A quiz of two questions (the second with two correct answers) unless false. */
  quiz?: boolean;
};

export interface TestCourse {
  course: typeof courses.$inferSelect;
  lessons: (typeof courseLessons.$inferSelect)[];
  questions: (typeof quizQuestions.$inferSelect)[];
}

/** The answers that pass the factory's quiz: every correct option of each question. */
export function passingAnswers(questions: TestCourse["questions"]): Record<string, string[]> {
  return Object.fromEntries(questions.map((question) => [question.id, question.correctOptionIds]));
}

/** The answers that fail it: one wrong option for each question. */
export function failingAnswers(questions: TestCourse["questions"]): Record<string, string[]> {
  return Object.fromEntries(
    questions.map((question) => {
      const wrong = question.options.find((option) => !question.correctOptionIds.includes(option.id));
      if (!wrong) throw new Error("a factory question without a wrong answer");
      return [question.id, [wrong.id]];
    }),
  );
}

/** A published course open to staff and partners, with lessons and (by default) a quiz with a pass mark of 50. */
export async function createCourse(db: Db, overrides: CourseOverrides = {}): Promise<TestCourse> {
  const n = nextSequence();
  const { lessons: lessonCount = 2, quiz = true, ...columns } = overrides;
  const [course] = await db
    .insert(courses)
    .values({
      title: `Selling the Platform ${n}`,
      description: `How to present the platform, part ${n}.`,
      durationMinutes: 30,
      difficultyLevel: "beginner",
      category: "Sales",
      audience: "both",
      status: "published",
      passMark: quiz ? 50 : null,
      attemptLimit: quiz ? 3 : null,
      ...columns,
    })
    .returning();
  if (!course) throw new Error("course not inserted");
  const lessons =
    lessonCount === 0
      ? []
      : await db
          .insert(courseLessons)
          .values(
            Array.from({ length: lessonCount }, (_, index) => ({
              courseId: course.id,
              position: index,
              title: `Lesson ${index + 1}`,
              body: `## Part ${index + 1}\n\nWhat a partner says in **step ${index + 1}**.`,
            })),
          )
          .returning();
  const questions = quiz ? await db.insert(quizQuestions).values(quizOf(course.id)).returning() : [];
  return { course, lessons, questions };
}

function quizOf(courseId: string) {
  const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [e, f, g] = [randomUUID(), randomUUID(), randomUUID()];
  return [
    {
      courseId,
      position: 0,
      prompt: "Which tier earns the highest commission?",
      options: [
        { id: a, text: "Bronze" },
        { id: b, text: "Silver" },
        { id: c, text: "Gold" },
        { id: d, text: "Platinum" },
      ],
      correctOptionIds: [d],
    },
    {
      courseId,
      position: 1,
      prompt: "Which of these protect a registered deal?",
      options: [
        { id: e, text: "Approval" },
        { id: f, text: "Submission within 90 days" },
        { id: g, text: "A phone call" },
      ],
      correctOptionIds: [e, f],
    },
  ];
}

/** Enrolls a user in a course directly, as the enroll procedures would. */
export async function createEnrollment(
  db: Db,
  userId: string,
  courseId: string,
  overrides: Partial<typeof enrollments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(enrollments)
    .values({ userId, courseId, ...overrides })
    .returning();
  if (!row) throw new Error("enrollment not inserted");
  return row;
}

/** A valid course form as the editor sends it: two lessons and a quiz of one question. */
export function courseForm(overrides: Partial<CourseForm> = {}): CourseForm {
  const n = nextSequence();
  return {
    title: `Deal Registration ${n}`,
    description: "Register a deal and keep it protected.",
    durationMinutes: 20,
    difficultyLevel: "beginner",
    category: "Sales",
    audience: "both",
    status: "published",
    lessons: [
      { title: "Why register", body: "Registered deals are **protected** for 90 days." },
      { title: "How to register", body: "Open *Submit Deal* and fill in the form." },
    ],
    quiz: {
      passMark: 100,
      attemptLimit: 2,
      questions: [
        {
          prompt: "How long is a deal protected?",
          options: [
            { text: "30 days", correct: false },
            { text: "90 days", correct: true },
          ],
        },
      ],
    },
    ...overrides,
  };
}
