import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses, partnerAuditLogs } from "#server/db/schema/index";
import type { CourseForm } from "#shared/contracts/learning";
import { courseForm } from "#tests/factories/courses";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

const issuesOf = (data: unknown) =>
  ((data as { issues?: { path: (string | number)[]; message: string }[] }).issues ?? []).map((issue) => [
    issue.path.join("."),
    issue.message,
  ]);

/** How many courses and audit entries there are: what a refused save must leave as it was. */
async function written() {
  const [[courseRows], [auditRows]] = await Promise.all([
    db().select({ n: count() }).from(courses),
    db().select({ n: count() }).from(partnerAuditLogs),
  ]);
  return { courses: courseRows?.n, audit: auditRows?.n };
}

const quizWith = (changes: Partial<NonNullable<CourseForm["quiz"]>>) => ({
  ...(courseForm().quiz as NonNullable<CourseForm["quiz"]>),
  ...changes,
});

describe("the course editor's checks", () => {
  it.each([
    ["a missing title", courseForm({ title: "  " }), "title", "Title is required."],
    ["no lessons", courseForm({ lessons: [] }), "lessons", "A course needs at least one lesson."],
    [
      "a question without a correct answer",
      courseForm({
        quiz: quizWith({
          questions: [
            {
              prompt: "Which tier pays most?",
              options: [
                { text: "Gold", correct: false },
                { text: "Platinum", correct: false },
              ],
            },
          ],
        }),
      }),
      "quiz.questions.0.options",
      "Mark at least one answer as correct.",
    ],
    [
      "a pass mark of 0",
      courseForm({ quiz: quizWith({ passMark: 0 }) }),
      "quiz.passMark",
      "Pass mark must be at least 1.",
    ],
    [
      "a pass mark of 101",
      courseForm({ quiz: quizWith({ passMark: 101 }) }),
      "quiz.passMark",
      "Pass mark is too large.",
    ],
    [
      "a duration of 0",
      courseForm({ durationMinutes: 0 }),
      "durationMinutes",
      "Duration must be at least 1.",
    ],
  ])("refuses %s with 400 and its message, writing nothing", async (_what, form, field, message) => {
    const before = await written();
    const refused = await refusal(given.asAuthor.client.learning.createCourse(form));
    expect(refused.status).toBe(400);
    expect(issuesOf(refused.data)).toContainEqual([field, message]);
    expect(await written()).toEqual(before);
  });
});

describe("creating a course", () => {
  it("stores the course, its lessons in order and its quiz, audits it, and reads back as it was sent", async () => {
    const form = courseForm({
      title: "Quoting With Confidence",
      description: "Build a quote the customer signs.",
      durationMinutes: 45,
      difficultyLevel: "intermediate",
      category: "Sales",
      audience: "partners",
      status: "draft",
      quiz: {
        passMark: 75,
        attemptLimit: "",
        questions: [
          {
            prompt: "Which discounts need approval?",
            options: [
              { text: "Over 20%", correct: true },
              { text: "Multi-year", correct: true },
              { text: "Any at all", correct: false },
            ],
          },
        ],
      },
    });
    const created = await given.asAuthor.client.learning.createCourse(form);
    expect(created).toMatchObject({
      title: "Quoting With Confidence",
      description: "Build a quote the customer signs.",
      durationMinutes: 45,
      difficultyLevel: "intermediate",
      category: "Sales",
      audience: "partners",
      status: "draft",
      lessons: [
        { title: "Why register", body: "Registered deals are **protected** for 90 days.", file: null },
        { title: "How to register", body: "Open *Submit Deal* and fill in the form.", file: null },
      ],
      quiz: {
        passMark: 75,
        attemptLimit: null,
        questions: [
          {
            prompt: "Which discounts need approval?",
            options: [
              { text: "Over 20%", correct: true },
              { text: "Multi-year", correct: true },
              { text: "Any at all", correct: false },
            ],
          },
        ],
      },
    });
    expect(await given.asAuthor.client.learning.editableCourse({ id: created.id })).toEqual(created);
    const [row] = await db().select().from(courses).where(eq(courses.id, created.id));
    expect(row?.createdBy).toBe(given.authorId);
    const [audit] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.subjectId, created.id));
    expect(audit).toMatchObject({
      action: "course_created",
      partnerId: null,
      actorUserId: given.authorId,
      subjectType: "course",
      subjectLabel: "Quoting With Confidence",
      details: {
        course_id: created.id,
        course_title: "Quoting With Confidence",
        status: "draft",
        audience: "partners",
      },
    });
  });

  it("creates a course without a quiz", async () => {
    const created = await given.asAdmin.client.learning.createCourse(courseForm({ quiz: null }));
    expect(created.quiz).toBeNull();
    expect(created.lessons).toHaveLength(2);
  });

  it("is refused to staff without manage_courses and to partners, writing nothing", async () => {
    const before = await written();
    expect((await refusal(given.asStaff.client.learning.createCourse(courseForm()))).status).toBe(403);
    expect((await refusal(given.asPartnerA.client.learning.createCourse(courseForm()))).status).toBe(403);
    expect(await written()).toEqual(before);
  });
});
