import type { CourseEnrollmentItem, EditableCourse, ManagedCourse } from "#shared/contracts/learning";

export const COURSE_ID = "0a5a4cf8-2c57-4d43-9d5a-6a5f7b0f8e01";
export const LESSON_IDS = ["1b6b5d09-3d68-4e54-8e6b-7b608c1f9f02", "2c7c6e1a-4e79-4f65-9f7c-8c719d2a0a03"];
export const QUESTION_ID = "3d8d7f2b-5f8a-4a76-8a8d-9d82ae3b1b04";
export const OPTION_IDS = ["4e9e803c-6a9b-4b87-9b9e-ae93bf4c2c05", "5fafa14d-7bac-4c98-8caf-bfa4c05d3d06"];

/** A saved course as the editor loads it: two lessons (the first with a PDF) and a one-question quiz. */
export function editableCourseFixture(overrides: Partial<EditableCourse> = {}): EditableCourse {
  return {
    id: COURSE_ID,
    title: "Selling the Platform",
    description: "How to present the platform.",
    durationMinutes: 45,
    difficultyLevel: "beginner",
    category: "Sales",
    audience: "both",
    status: "draft",
    lessons: [
      {
        id: LESSON_IDS[0] as string,
        title: "Why it sells",
        body: "# The pitch",
        file: { name: "pitch.pdf", type: "application/pdf", size: 2 * 1024 * 1024 },
      },
      { id: LESSON_IDS[1] as string, title: "Objections", body: "", file: null },
    ],
    quiz: {
      passMark: 70,
      attemptLimit: 3,
      questions: [
        {
          id: QUESTION_ID,
          prompt: "What sells it?",
          options: [
            { id: OPTION_IDS[0] as string, text: "The price", correct: false },
            { id: OPTION_IDS[1] as string, text: "The outcome", correct: true },
          ],
        },
      ],
    },
    updatedAt: new Date("2026-11-20T10:00:00Z"),
    ...overrides,
  };
}

export function managedCourseFixture(overrides: Partial<ManagedCourse> = {}): ManagedCourse {
  return {
    id: COURSE_ID,
    title: "Selling the Platform",
    description: "How to present the platform.",
    durationMinutes: 45,
    difficultyLevel: "beginner",
    category: "Sales",
    audience: "both",
    lessonCount: 2,
    hasQuiz: true,
    status: "published",
    enrollmentCount: 12,
    updatedAt: new Date("2026-11-20T10:00:00Z"),
    ...overrides,
  };
}

export function courseEnrollmentFixture(overrides: Partial<CourseEnrollmentItem> = {}): CourseEnrollmentItem {
  return {
    id: "6ab0b25e-8bcd-4da9-9db0-c0b5d16e4e07",
    courseId: COURSE_ID,
    userId: "user-ana",
    name: "Ana Lopez",
    email: "ana@example.com",
    kind: "staff",
    companyName: null,
    status: "in_progress",
    progressPercentage: 50,
    enrolledAt: new Date("2026-11-02T09:00:00Z"),
    completedAt: null,
    ...overrides,
  };
}
