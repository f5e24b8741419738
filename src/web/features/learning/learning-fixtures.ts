import type {
  CatalogCourse,
  CertificationItem,
  EnrollmentProgress,
  LearnerCourse,
  MyLearningItem,
} from "#shared/contracts/learning";

// Rows the learning screens' tests answer with, in the shapes the server sends.

let n = 0;
/** A fresh uuid-shaped id for each call. */
export const nextId = () => {
  n += 1;
  return `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
};

export function enrollmentOf(
  courseId: string,
  overrides: Partial<EnrollmentProgress> = {},
): EnrollmentProgress {
  return {
    id: nextId(),
    courseId,
    status: "in_progress",
    progressPercentage: 50,
    enrolledAt: new Date("2026-09-14T10:00:00Z"),
    completedAt: null,
    ...overrides,
  };
}

export function catalogCourse(overrides: Partial<CatalogCourse> = {}): CatalogCourse {
  return {
    id: nextId(),
    title: "Sales Fundamentals",
    description: "Prospecting, discovery calls and a repeatable pipeline.",
    durationMinutes: 120,
    difficultyLevel: "beginner",
    category: "Sales",
    audience: "both",
    lessonCount: 3,
    hasQuiz: true,
    enrollment: null,
    ...overrides,
  };
}

export function myLearningItem(overrides: Partial<MyLearningItem> = {}): MyLearningItem {
  const course = catalogCourse(overrides.course);
  const { enrollment: _enrollment, ...summary } = course;
  return { ...enrollmentOf(summary.id), ...overrides, course: summary };
}

export function certificationItem(overrides: Partial<CertificationItem> = {}): CertificationItem {
  return {
    enrollmentId: nextId(),
    courseId: nextId(),
    courseTitle: "Sales Fundamentals",
    completedAt: new Date("2026-10-02T09:00:00Z"),
    bestScore: 90,
    certificateId: nextId(),
    verificationCode: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    ...overrides,
  };
}

/** A course of two lessons (the first with a video) and a quiz of a single- and a multiple-answer question. */
export function learnerCourse(overrides: Partial<LearnerCourse> = {}): LearnerCourse {
  const id = overrides.id ?? nextId();
  return {
    id,
    title: "Sales Fundamentals",
    description: "Prospecting, discovery calls and a repeatable pipeline.",
    durationMinutes: 120,
    difficultyLevel: "beginner",
    category: "Sales",
    audience: "both",
    lessonCount: 2,
    hasQuiz: true,
    lessons: [
      {
        id: nextId(),
        title: "Finding prospects",
        body: "Start with **your best customers**.",
        file: { name: "prospects.mp4", type: "video/mp4", size: 1_000_000 },
        done: false,
      },
      {
        id: nextId(),
        title: "Discovery calls",
        body: "Ask, then listen.",
        file: { name: "discovery.pdf", type: "application/pdf", size: 200_000 },
        done: false,
      },
    ],
    quiz: {
      passMark: 70,
      attemptLimit: 3,
      questions: [
        {
          id: nextId(),
          prompt: "Who do you call first?",
          multiple: false,
          options: [
            { id: nextId(), text: "Your best customers' look-alikes" },
            { id: nextId(), text: "Everyone in the phone book" },
          ],
        },
        {
          id: nextId(),
          prompt: "What does a discovery call find?",
          multiple: true,
          options: [
            { id: nextId(), text: "The customer's problem" },
            { id: nextId(), text: "Who decides" },
            { id: nextId(), text: "Your commission" },
          ],
        },
      ],
    },
    enrollment: enrollmentOf(id, { status: "enrolled", progressPercentage: 0 }),
    attempts: { used: 0, remaining: 3, bestScore: null, passed: false },
    ...overrides,
  };
}
