import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { lessonCompletions } from "#server/db/schema/index";
import { createCourse, createEnrollment, passingAnswers, type TestCourse } from "#tests/factories/courses";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { failInsertsInto } from "#tests/support/apps/admin-test-app";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs } from "#tests/support/browser/rpc-client";
import { whileOutboxFails } from "#tests/support/database/outbox-failure";
import { toldAbout } from "#tests/support/database/stored-notifications";

// docs/product/notifications.md#what-people-are-told
const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

/** A learner of their own, enrolled in the course with every lesson opened: a passing attempt completes it. */
async function learnerAboutToPass(course: TestCourse) {
  const person = await createUser(db());
  const enrollment = await createEnrollment(db(), person.id, course.course.id, { status: "in_progress" });
  await db()
    .insert(lessonCompletions)
    .values(course.lessons.map((lesson) => ({ enrollmentId: enrollment.id, lessonId: lesson.id })));
  const browser = await signedInAs(given.app, person);
  const pass = () =>
    browser.client.learning.submitAttempt({
      courseId: course.course.id,
      submissionId: randomUUID(),
      answers: passingAnswers(course.questions),
    });
  return { person, pass };
}

describe("notifications of learning", () => {
  it("tells each person enrolled by someone else, once, and nobody already enrolled or not chosen", async () => {
    const course = await createCourse(db(), { title: "Partner Onboarding 101" });
    const staff = await createUser(db());
    const contact = await createPartnerContact(db(), await createPartner(db()));
    const already = await createUser(db());
    await createEnrollment(db(), already.id, course.course.id);
    await given.asAuthor.client.learning.enrollLearners({
      courseId: course.course.id,
      userIds: [staff.id, contact.id, already.id],
    });
    const message = "You were enrolled in Partner Onboarding 101.";
    expect(await toldAbout(db(), course.course.id)).toEqual(
      expect.arrayContaining([
        { userId: staff.id, kind: "enrollment_created", message },
        { userId: contact.id, kind: "enrollment_created", message },
      ]),
    );
    expect(await toldAbout(db(), course.course.id)).toHaveLength(2);
  });

  it("tells nobody when the enrollment is refused or rolled back", async () => {
    const course = await createCourse(db());
    const staff = await createUser(db());
    const restore = await failInsertsInto(db(), "partner_audit_logs", "audit unavailable");
    try {
      const failed = await refusal(
        given.asAuthor.client.learning.enrollLearners({ courseId: course.course.id, userIds: [staff.id] }),
      );
      expect(failed.status).toBe(500);
    } finally {
      await restore();
    }
    const staffOnly = await createCourse(db(), { audience: "staff" });
    const outsider = await refusal(
      given.asAuthor.client.learning.enrollLearners({
        courseId: staffOnly.course.id,
        userIds: [given.partnerAContactId],
      }),
    );
    expect(outsider.status).toBe(400);
    expect(await toldAbout(db(), course.course.id)).toEqual([]);
    expect(await toldAbout(db(), staffOnly.course.id)).toEqual([]);
  });

  it("tells nobody of enrolling oneself", async () => {
    const course = await createCourse(db());
    await given.asStaff.client.learning.enroll({ id: course.course.id });
    await given.asPartnerA.client.learning.enroll({ id: course.course.id });
    expect(await toldAbout(db(), course.course.id)).toEqual([]);
  });

  it("tells the learner who passes a course of their certificate, once, however many attempts race", async () => {
    const course = await createCourse(db(), { title: "Pricing Basics", attemptLimit: null });
    const { person, pass } = await learnerAboutToPass(course);
    await Promise.allSettled(Array.from({ length: 10 }, pass));
    expect(await toldAbout(db(), course.course.id)).toEqual([
      {
        userId: person.id,
        kind: "certificate_earned",
        message: "You earned a certificate for Pricing Basics.",
      },
    ]);
  });

  it("tells nobody of a certificate whose completion is rolled back", async () => {
    const course = await createCourse(db());
    const { pass } = await learnerAboutToPass(course);
    await whileOutboxFails(db(), async () => {
      expect((await refusal(pass())).status).toBe(500);
    });
    expect(await toldAbout(db(), course.course.id)).toEqual([]);
  });
});
