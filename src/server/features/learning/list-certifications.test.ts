import { describe, expect, it } from "vitest";
import { assessmentAttempts } from "#server/db/schema/index";
import { completedOn, createCertificate } from "#tests/factories/certificates";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createUser } from "#tests/factories/users";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

const attempt = (enrollmentId: string, score: number) =>
  db()
    .insert(assessmentAttempts)
    .values({ enrollmentId, score, passed: score >= 50 });

describe("listing the caller's certifications", () => {
  it("lists only the caller's completed courses, newest first, with the best score and the certificate", async () => {
    const learner = await createUser(db());
    const [quizCourse, plainCourse, unfinished] = await Promise.all([
      createCourse(db(), { title: "Quiz Course" }),
      createCourse(db(), { title: "Reading Course", quiz: false }),
      createCourse(db(), { title: "Unfinished Course" }),
    ]);
    const withQuiz = await createEnrollment(
      db(),
      learner.id,
      quizCourse.course.id,
      completedOn(new Date("2026-11-20T10:00:00Z")),
    );
    await attempt(withQuiz.id, 40);
    await attempt(withQuiz.id, 90);
    await attempt(withQuiz.id, 75);
    const certificate = await createCertificate(db(), withQuiz);
    const withoutCertificate = await createEnrollment(
      db(),
      learner.id,
      plainCourse.course.id,
      completedOn(new Date("2026-11-22T10:00:00Z")),
    );
    const inProgress = await createEnrollment(db(), learner.id, unfinished.course.id, {
      status: "in_progress",
      progressPercentage: 50,
    });
    await attempt(inProgress.id, 30);
    // Someone else's completion of the same course is not the caller's.
    const other = await createEnrollment(
      db(),
      given.staffId,
      quizCourse.course.id,
      completedOn(new Date("2026-11-24T10:00:00Z")),
    );
    await createCertificate(db(), other);

    const { items } = await (await signedInAs(given.app, learner)).client.learning.certifications();
    expect(items).toEqual([
      {
        enrollmentId: withoutCertificate.id,
        courseId: plainCourse.course.id,
        courseTitle: "Reading Course",
        completedAt: new Date("2026-11-22T10:00:00Z"),
        bestScore: null,
        certificateId: null,
        verificationCode: null,
      },
      {
        enrollmentId: withQuiz.id,
        courseId: quizCourse.course.id,
        courseTitle: "Quiz Course",
        completedAt: new Date("2026-11-20T10:00:00Z"),
        bestScore: 90,
        certificateId: certificate.id,
        verificationCode: certificate.verificationCode,
      },
    ]);
  });

  it("lists nothing for a partner contact who has completed nothing", async () => {
    expect(await given.asPartnerB.client.learning.certifications()).toEqual({ items: [] });
  });
});
