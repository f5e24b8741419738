import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assessmentAttempts, certificates, emailOutbox, lessonCompletions } from "#server/db/schema/index";
import {
  createCourse,
  createEnrollment,
  failingAnswers,
  passingAnswers,
  type TestCourse,
} from "#tests/factories/courses";
import { createUser } from "#tests/factories/users";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs } from "#tests/support/browser/rpc-client";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

/** A staff member of their own, signed in and enrolled in the course. */
async function enrolledLearner(course: TestCourse, status: "enrolled" | "in_progress" = "enrolled") {
  const person = await createUser(db());
  const enrollment = await createEnrollment(db(), person.id, course.course.id, { status });
  const browser = await signedInAs(given.app, person);
  const submit = (answers: Record<string, string[]>, submissionId: string = randomUUID()) =>
    browser.client.learning.submitAttempt({ courseId: course.course.id, submissionId, answers });
  return { person, enrollment, browser, submit };
}

/** Marks every lesson of the course opened, as openLesson would have. */
async function openEveryLesson(course: TestCourse, enrollmentId: string) {
  await db()
    .insert(lessonCompletions)
    .values(course.lessons.map((lesson) => ({ enrollmentId, lessonId: lesson.id })));
}

const attemptsOf = (enrollmentId: string) =>
  db().select().from(assessmentAttempts).where(eq(assessmentAttempts.enrollmentId, enrollmentId));

describe("submitting a quiz attempt", () => {
  it("fails below the pass mark, passes, then refuses a further attempt as already passed", async () => {
    const course = await createCourse(db());
    const { enrollment, submit } = await enrolledLearner(course);
    const [single, multiple] = course.questions;

    const failed = await submit(failingAnswers(course.questions));
    expect(failed).toMatchObject({ score: 0, passed: false, passMark: 50 });
    expect(failed.attempts).toEqual({ used: 1, remaining: 2, bestScore: 0, passed: false });
    // The first attempt starts the course.
    expect(failed.enrollment.status).toBe("in_progress");
    expect(failed.questions.every((question) => !question.correct)).toBe(true);
    expect(failed.questions.every((question) => question.wrongOptionIds.length === 1)).toBe(true);

    // Half right: the single-answer question right, only one of the two correct answers of the other.
    const half = await submit({
      [single?.id ?? ""]: single?.correctOptionIds ?? [],
      [multiple?.id ?? ""]: multiple?.correctOptionIds.slice(0, 1) ?? [],
    });
    expect(half).toMatchObject({ score: 50, passed: true });
    expect(half.questions).toEqual([
      { questionId: single?.id, correct: true, wrongOptionIds: [] },
      { questionId: multiple?.id, correct: false, wrongOptionIds: [] },
    ]);
    expect(half.attempts).toEqual({ used: 2, remaining: 1, bestScore: 50, passed: true });

    const again = await refusal(submit(passingAnswers(course.questions)));
    expect(again).toMatchObject({ status: 400, message: "You have already passed this quiz." });
    expect(await attemptsOf(enrollment.id)).toHaveLength(2);
  });

  it("refuses an attempt beyond the limit", async () => {
    const course = await createCourse(db(), { attemptLimit: 2 });
    const { enrollment, submit } = await enrolledLearner(course);
    await submit(failingAnswers(course.questions));
    const last = await submit(failingAnswers(course.questions));
    expect(last.attempts).toMatchObject({ used: 2, remaining: 0 });
    const refused = await refusal(submit(passingAnswers(course.questions)));
    expect(refused).toMatchObject({ status: 400, message: "You have used every attempt at this quiz." });
    expect(await attemptsOf(enrollment.id)).toHaveLength(2);
  });

  it("has no limit when the course sets none", async () => {
    const course = await createCourse(db(), { attemptLimit: null });
    const { submit } = await enrolledLearner(course);
    for (let n = 0; n < 4; n += 1) await submit(failingAnswers(course.questions));
    expect((await submit(failingAnswers(course.questions))).attempts).toMatchObject({
      used: 5,
      remaining: null,
    });
  });

  it("answers a replayed submissionId with the first result and counts it once", async () => {
    const course = await createCourse(db(), { attemptLimit: 1 });
    const { enrollment, submit } = await enrolledLearner(course);
    const submissionId = randomUUID();
    const first = await submit(failingAnswers(course.questions), submissionId);
    // Even with other answers, and with the limit now reached, the same submission answers as the first time.
    const replayed = await submit(passingAnswers(course.questions), submissionId);
    expect(replayed).toEqual(first);
    const [raced, racedAgain] = await Promise.all([
      submit(failingAnswers(course.questions), submissionId),
      submit(failingAnswers(course.questions), submissionId),
    ]);
    expect(raced).toEqual(first);
    expect(racedAgain).toEqual(first);
    expect(await attemptsOf(enrollment.id)).toHaveLength(1);
  });

  it("completes the course with its certificate when the passing attempt comes after the last lesson", async () => {
    const course = await createCourse(db());
    const { person, enrollment, submit } = await enrolledLearner(course, "in_progress");
    await openEveryLesson(course, enrollment.id);
    const result = await submit(passingAnswers(course.questions));
    expect(result).toMatchObject({ score: 100, passed: true });
    expect(result.enrollment).toMatchObject({ status: "completed", progressPercentage: 100 });
    expect(
      await db().select().from(certificates).where(eq(certificates.enrollmentId, enrollment.id)),
    ).toHaveLength(1);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, person.email));
    expect(mails.map((mail) => mail.template)).toEqual(["certificate-earned"]);
  });

  it("issues exactly one certificate and one mail when 20 passing attempts race", async () => {
    const course = await createCourse(db(), { attemptLimit: null });
    const { person, enrollment, submit } = await enrolledLearner(course, "in_progress");
    await openEveryLesson(course, enrollment.id);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => submit(passingAnswers(course.questions))),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(refusals).toHaveLength(19);
    for (const reason of refusals)
      expect(reason).toMatchObject({ message: "You have already passed this quiz." });
    expect(await attemptsOf(enrollment.id)).toHaveLength(1);
    expect(
      await db().select().from(certificates).where(eq(certificates.enrollmentId, enrollment.id)),
    ).toHaveLength(1);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, person.email))).toHaveLength(
      1,
    );
  });

  it("holds the attempt limit when 20 attempts race", async () => {
    const course = await createCourse(db(), { attemptLimit: 3 });
    const { enrollment, submit } = await enrolledLearner(course);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => submit(failingAnswers(course.questions))),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(3);
    expect(await attemptsOf(enrollment.id)).toHaveLength(3);
  });

  it("never names the correct answers in a result", async () => {
    const course = await createCourse(db());
    const { submit } = await enrolledLearner(course);
    const result = await submit(failingAnswers(course.questions));
    const json = JSON.stringify(result);
    for (const id of course.questions.flatMap((question) => question.correctOptionIds)) {
      expect(json).not.toContain(id);
    }
  });

  it("refuses incomplete and foreign answers with a message naming the question, counting nothing", async () => {
    const course = await createCourse(db());
    const other = await createCourse(db());
    const { enrollment, submit } = await enrolledLearner(course);
    const [single, multiple] = course.questions;
    const right = passingAnswers(course.questions);
    const cases: [Record<string, string[]>, string][] = [
      [{ [single?.id ?? ""]: single?.correctOptionIds ?? [] }, "Please answer question 2."],
      [
        { ...right, [other.questions[0]?.id ?? ""]: other.questions[0]?.correctOptionIds ?? [] },
        "An answer is for a question that is not in this quiz. Please reload the course and answer again.",
      ],
      [
        { ...right, [multiple?.id ?? ""]: other.questions[1]?.correctOptionIds ?? [] },
        "Question 2 has no such answer. Please reload the course and answer again.",
      ],
      [
        { ...right, [single?.id ?? ""]: single?.options.slice(0, 2).map((option) => option.id) ?? [] },
        "Question 1 takes one answer only.",
      ],
    ];
    for (const [answers, message] of cases) {
      expect(await refusal(submit(answers)), message).toMatchObject({ status: 400, message });
    }
    expect(await attemptsOf(enrollment.id)).toHaveLength(0);
  });

  it("refuses a learner who is not enrolled, and a course without a quiz", async () => {
    const course = await createCourse(db());
    const stranger = await signedInAs(given.app, await createUser(db()));
    const notEnrolled = await refusal(
      stranger.client.learning.submitAttempt({
        courseId: course.course.id,
        submissionId: randomUUID(),
        answers: passingAnswers(course.questions),
      }),
    );
    expect(notEnrolled).toMatchObject({ status: 400, message: "Enroll in this course first." });

    const noQuiz = await createCourse(db(), { quiz: false });
    const { submit } = await enrolledLearner(noQuiz);
    const refused = await refusal(submit(passingAnswers(course.questions)));
    expect(refused).toMatchObject({ status: 400, message: "This course has no quiz." });
  });
});
