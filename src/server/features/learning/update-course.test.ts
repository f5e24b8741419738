import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  certificates,
  courseLessons,
  courses,
  enrollments,
  lessonCompletions,
  partnerAuditLogs,
  quizQuestions,
} from "#server/db/schema/index";
import type { CourseForm, EditableCourse } from "#shared/contracts/learning";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { SAMPLE_PDF } from "#tests/support/files/sample-files";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;
const client = () => given.asAuthor.client.learning;

/** The form the editor would send back for a course it loaded, unchanged. */
function formOf(course: EditableCourse): CourseForm {
  return {
    ...course,
    description: course.description ?? "",
    durationMinutes: course.durationMinutes ?? "",
    category: course.category ?? "",
    lessons: course.lessons.map(({ id, title, body }) => ({ id, title, body })),
  };
}

const auditOf = (courseId: string) =>
  db()
    .select()
    .from(partnerAuditLogs)
    .where(and(eq(partnerAuditLogs.subjectId, courseId), eq(partnerAuditLogs.action, "course_updated")));

/** Everything an update writes, to check that a refused one wrote nothing. */
async function snapshotOf(courseId: string) {
  const [course, lessons, questions, [audit]] = await Promise.all([
    db().select().from(courses).where(eq(courses.id, courseId)),
    db().select().from(courseLessons).where(eq(courseLessons.courseId, courseId)),
    db().select().from(quizQuestions).where(eq(quizQuestions.courseId, courseId)),
    db().select({ n: count() }).from(partnerAuditLogs),
  ]);
  return { course, lessons, questions, audit: audit?.n };
}

describe("updating a course", () => {
  it("keeps a lesson sent with its id, and learners' completions of it, while removing one left out", async () => {
    const { course, lessons } = await createCourse(db(), { lessons: 3 });
    const [first, second, third] = lessons as [(typeof lessons)[0], (typeof lessons)[0], (typeof lessons)[0]];
    await given.app.storage.put("lessons", "courses/removed/lesson.pdf", SAMPLE_PDF);
    await db()
      .update(courseLessons)
      .set({
        fileKey: "courses/removed/lesson.pdf",
        fileName: "lesson.pdf",
        fileType: "application/pdf",
        fileSize: 9,
      })
      .where(eq(courseLessons.id, second.id));
    const enrollment = await createEnrollment(db(), given.staffId, course.id, {
      status: "in_progress",
      progressPercentage: 66,
    });
    await db()
      .insert(lessonCompletions)
      .values([
        { enrollmentId: enrollment.id, lessonId: first.id },
        { enrollmentId: enrollment.id, lessonId: second.id },
        { enrollmentId: enrollment.id, lessonId: third.id },
      ]);
    const loaded = await client().editableCourse({ id: course.id });

    const updated = await client().updateCourse({
      id: course.id,
      course: {
        ...formOf(loaded),
        lessons: [
          { id: third.id, title: third.title, body: third.body },
          { id: first.id, title: "Lesson 1, revised", body: first.body },
          { title: "A new closing lesson", body: "Wrap up." },
        ],
      },
    });

    expect(updated.lessons.map((lesson) => lesson.title)).toEqual([
      "Lesson 3",
      "Lesson 1, revised",
      "A new closing lesson",
    ]);
    expect(updated.lessons.slice(0, 2).map((lesson) => lesson.id)).toEqual([third.id, first.id]);
    expect(updated.lessons.map((lesson) => lesson.id)).not.toContain(second.id);
    const completions = await db()
      .select({ lessonId: lessonCompletions.lessonId })
      .from(lessonCompletions)
      .where(eq(lessonCompletions.enrollmentId, enrollment.id));
    expect(completions.map((row) => row.lessonId).sort()).toEqual([first.id, third.id].sort());
    const [progress] = await db().select().from(enrollments).where(eq(enrollments.id, enrollment.id));
    // Two of the three lessons now, as a whole percent rounded like opening a lesson rounds it.
    expect(progress?.progressPercentage).toBe(67);
    expect(await given.app.storage.get("lessons", "courses/removed/lesson.pdf")).toBeUndefined();
    expect(await client().editableCourse({ id: course.id })).toEqual(updated);
    const [audit] = await auditOf(course.id);
    expect(audit).toMatchObject({
      actorUserId: given.authorId,
      partnerId: null,
      subjectType: "course",
      subjectLabel: course.title,
      details: { course_id: course.id, course_title: course.title, changes: { lessons: { from: 3, to: 3 } } },
    });
  });

  it("completes an enrollment in progress that removing its last unopened lesson finished, with its certificate", async () => {
    const { course, lessons } = await createCourse(db(), { quiz: false });
    const [opened, unopened] = lessons as [(typeof lessons)[0], (typeof lessons)[0]];
    const finishing = await createEnrollment(db(), given.staffId, course.id, {
      status: "in_progress",
      progressPercentage: 50,
    });
    await db().insert(lessonCompletions).values({ enrollmentId: finishing.id, lessonId: opened.id });
    const waiting = await createEnrollment(db(), given.partnerAContactId, course.id);
    const loaded = await client().editableCourse({ id: course.id });

    await client().updateCourse({
      id: course.id,
      course: {
        ...formOf(loaded),
        lessons: formOf(loaded).lessons.filter((lesson) => lesson.id !== unopened.id),
      },
    });

    const rows = await db().select().from(enrollments).where(eq(enrollments.courseId, course.id));
    expect(rows.find((row) => row.id === finishing.id)).toMatchObject({
      status: "completed",
      progressPercentage: 100,
      completedAt: expect.any(Date),
    });
    expect(rows.find((row) => row.id === waiting.id)).toMatchObject({
      status: "enrolled",
      progressPercentage: 0,
    });
    expect(
      await db().select().from(certificates).where(eq(certificates.enrollmentId, finishing.id)),
    ).toHaveLength(1);
    expect(await db().select().from(certificates).where(eq(certificates.enrollmentId, waiting.id))).toEqual(
      [],
    );
  });

  it("keeps questions and answers sent with their id, audits changed fields, and removes the quiz when sent none", async () => {
    const { course, questions } = await createCourse(db());
    const loaded = await client().editableCourse({ id: course.id });
    const quiz = loaded.quiz as NonNullable<EditableCourse["quiz"]>;
    const [firstQuestion] = quiz.questions as [(typeof quiz.questions)[0]];
    const updated = await client().updateCourse({
      id: course.id,
      course: {
        ...formOf(loaded),
        title: "Selling the Platform, Revised",
        quiz: { ...quiz, passMark: 80, questions: [firstQuestion] },
      },
    });
    expect(updated.quiz?.questions.map((question) => question.id)).toEqual([questions[0]?.id]);
    expect(updated.quiz?.questions[0]?.options).toEqual(firstQuestion.options);
    const [audit] = await auditOf(course.id);
    expect(audit?.details).toEqual({
      course_id: course.id,
      course_title: "Selling the Platform, Revised",
      changes: {
        title: { from: course.title, to: "Selling the Platform, Revised" },
        pass_mark: { from: 50, to: 80 },
        questions: { from: 2, to: 1 },
      },
    });

    const withoutQuiz = await client().updateCourse({
      id: course.id,
      course: { ...formOf(updated), quiz: null },
    });
    expect(withoutQuiz.quiz).toBeNull();
    expect(await db().select().from(quizQuestions).where(eq(quizQuestions.courseId, course.id))).toEqual([]);
  });

  it("writes no audit entry and keeps the course untouched when nothing changed", async () => {
    const { course } = await createCourse(db());
    const loaded = await client().editableCourse({ id: course.id });
    const before = await snapshotOf(course.id);
    expect(await client().updateCourse({ id: course.id, course: formOf(loaded) })).toEqual(loaded);
    expect(await snapshotOf(course.id)).toEqual(before);
    expect(await auditOf(course.id)).toEqual([]);
  });

  it.each([
    ["a lesson", "A lesson you sent is not part of this course. Reload the course and try again."],
    [
      "a quiz question",
      "A quiz question you sent is not part of this course. Reload the course and try again.",
    ],
    ["an answer", "An answer you sent is not part of its question. Reload the course and try again."],
  ])("refuses %s of another course with 400, changing nothing", async (what, message) => {
    const { course } = await createCourse(db());
    const other = await createCourse(db());
    const loaded = await client().editableCourse({ id: course.id });
    const form = formOf(loaded);
    const quiz = form.quiz as NonNullable<CourseForm["quiz"]>;
    const [question, ...rest] = quiz.questions as [(typeof quiz.questions)[0]];
    const otherQuestion = other.questions[0] as (typeof other.questions)[0];
    const sent: CourseForm =
      what === "a lesson"
        ? { ...form, lessons: [...form.lessons, { id: other.lessons[0]?.id, title: "Borrowed", body: "" }] }
        : what === "a quiz question"
          ? {
              ...form,
              quiz: { ...quiz, questions: [...quiz.questions, { ...question, id: otherQuestion.id }] },
            }
          : {
              ...form,
              quiz: {
                ...quiz,
                questions: [
                  {
                    ...question,
                    options: [
                      ...question.options,
                      { id: otherQuestion.options[0]?.id, text: "Borrowed", correct: false },
                    ],
                  },
                  ...rest,
                ],
              },
            };
    const before = await snapshotOf(course.id);
    const refused = await refusal(
      client().updateCourse({ id: course.id, course: { ...sent, title: "Changed" } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(message);
    expect(await snapshotOf(course.id)).toEqual(before);
  });

  it("answers 404 'Course not found.' for a course that does not exist", async () => {
    const { course } = await createCourse(db());
    const loaded = await client().editableCourse({ id: course.id });
    const refused = await refusal(
      client().updateCourse({ id: "00000000-0000-4000-8000-000000000000", course: formOf(loaded) }),
    );
    expect(refused.status).toBe(404);
    expect(refused.message).toBe("Course not found.");
  });
});
