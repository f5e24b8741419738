import { describe, expect, it } from "vitest";
import { lessonCompletions } from "#server/db/schema/index";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

describe("a course as a learner takes it", () => {
  it("gives the lessons in order with the caller's done ones, and the quiz without its correct answers", async () => {
    const { course, lessons, questions } = await createCourse(db(), { lessons: 3 });
    const enrollment = await createEnrollment(db(), given.staffId, course.id, { status: "in_progress" });
    await db()
      .insert(lessonCompletions)
      .values({ enrollmentId: enrollment.id, lessonId: lessons[1]?.id ?? "" });

    const taken = await given.asStaff.client.learning.course({ id: course.id });
    expect(taken).toMatchObject({ id: course.id, title: course.title, lessonCount: 3, hasQuiz: true });
    expect(taken.lessons.map((lesson) => [lesson.title, lesson.done])).toEqual([
      ["Lesson 1", false],
      ["Lesson 2", true],
      ["Lesson 3", false],
    ]);
    expect(taken.lessons[0]).toMatchObject({ body: lessons[0]?.body, file: null });
    expect(taken.quiz).toMatchObject({ passMark: 50, attemptLimit: 3 });
    expect(taken.quiz?.questions.map((question) => question.multiple)).toEqual([false, true]);
    expect(taken.quiz?.questions[0]?.options).toEqual(questions[0]?.options);
    expect(taken.enrollment).toMatchObject({ id: enrollment.id, status: "in_progress" });
    expect(taken.attempts).toEqual({ used: 0, remaining: 3, bestScore: null, passed: false });

    const json = JSON.stringify(taken);
    expect(json).not.toMatch(/correct/i);
    for (const id of questions.flatMap((question) => question.correctOptionIds)) {
      const option = questions.flatMap((question) => question.options).find((each) => each.id === id);
      // A correct answer's id is there only as one of the options, never apart from them.
      expect(json.split(id).length - 1, option?.text).toBe(1);
    }
  });

  it("shows nothing done, no enrollment and no attempts to someone not enrolled", async () => {
    const { course } = await createCourse(db(), { quiz: false });
    const taken = await given.asPartnerA.client.learning.course({ id: course.id });
    expect(taken.enrollment).toBeNull();
    expect(taken.quiz).toBeNull();
    expect(taken.hasQuiz).toBe(false);
    expect(taken.lessons.every((lesson) => !lesson.done)).toBe(true);
    expect(taken.attempts).toEqual({ used: 0, remaining: null, bestScore: null, passed: false });
  });

  it("never shows another person's progress", async () => {
    const { course, lessons } = await createCourse(db());
    const theirs = await createEnrollment(db(), given.partnerAContactId, course.id, {
      status: "in_progress",
    });
    await db()
      .insert(lessonCompletions)
      .values({ enrollmentId: theirs.id, lessonId: lessons[0]?.id ?? "" });
    const mine = await given.asPartnerB.client.learning.course({ id: course.id });
    expect(mine.enrollment).toBeNull();
    expect(mine.lessons.every((lesson) => !lesson.done)).toBe(true);
  });

  it("answers 404 for a draft and for a course outside the caller's audience", async () => {
    const draft = await createCourse(db(), { status: "draft" });
    const forPartners = await createCourse(db(), { audience: "partners" });
    const forStaff = await createCourse(db(), { audience: "staff" });
    const missing = { id: "00000000-0000-4000-8000-000000000000" };
    for (const [browser, id] of [
      [given.asStaff, draft.course.id],
      [given.asPartnerA, draft.course.id],
      [given.asStaff, forPartners.course.id],
      [given.asPartnerA, forStaff.course.id],
      [given.asStaff, missing.id],
    ] as const) {
      expect(await refusal(browser.client.learning.course({ id }))).toMatchObject({
        status: 404,
        message: "Course not found.",
      });
    }
    expect((await given.asStaff.client.learning.course({ id: forStaff.course.id })).id).toBe(
      forStaff.course.id,
    );
    expect((await given.asPartnerA.client.learning.course({ id: forPartners.course.id })).id).toBe(
      forPartners.course.id,
    );
  });

  it("lets holders of manage_courses preview drafts and any audience", async () => {
    const draft = await createCourse(db(), { status: "draft", audience: "partners" });
    expect((await given.asAuthor.client.learning.course({ id: draft.course.id })).id).toBe(draft.course.id);
    expect((await given.asAdmin.client.learning.course({ id: draft.course.id })).id).toBe(draft.course.id);
  });
});
