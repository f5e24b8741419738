import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerPortalUrl } from "#server/auth/trusted-origins";
import { certificates, emailOutbox } from "#server/db/schema/index";
import { createCourse, createEnrollment, passingAnswers } from "#tests/factories/courses";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs } from "#tests/support/browser/rpc-client";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

/** A staff member of their own, signed in, so each test counts only its own certificates and mails. */
async function newStaffLearner() {
  const person = await createUser(db());
  return { person, browser: await signedInAs(given.app, person) };
}

const certificatesOf = (enrollmentId: string) =>
  db().select().from(certificates).where(eq(certificates.enrollmentId, enrollmentId));
const certificateMailsTo = (email: string) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

describe("opening lessons", () => {
  it("moves an enrollment from enrolled to in_progress to completed on a course without a quiz", async () => {
    const { person, browser } = await newStaffLearner();
    const { course, lessons } = await createCourse(db(), { lessons: 3, quiz: false });
    const enrolled = await browser.client.learning.enroll({ id: course.id });
    expect(enrolled).toMatchObject({ status: "enrolled", progressPercentage: 0, completedAt: null });

    const [first, second, third] = lessons.map((lesson) => lesson.id);
    const open = (lessonId = "") => browser.client.learning.openLesson({ courseId: course.id, lessonId });
    expect(await open(first)).toMatchObject({ status: "in_progress", progressPercentage: 33 });
    // Opening a lesson again changes nothing.
    expect(await open(first)).toMatchObject({ status: "in_progress", progressPercentage: 33 });
    expect(await open(second)).toMatchObject({ status: "in_progress", progressPercentage: 67 });
    const completed = await open(third);
    expect(completed).toMatchObject({ status: "completed", progressPercentage: 100 });
    expect(completed.completedAt).toBeInstanceOf(Date);

    const [certificate] = await certificatesOf(enrolled.id);
    expect(certificate?.verificationCode).toMatch(/^[A-Z2-7]{26}$/);
    const mails = await certificateMailsTo(person.email);
    expect(mails).toEqual([expect.objectContaining({ template: "certificate-earned" })]);
    expect(mails[0]?.subject).toBe(`Certificate earned: ${course.title}`);
    expect(mails[0]?.text).toContain(`Hello ${person.name},`);
    expect(mails[0]?.text).toContain(`${given.app.config.publicUrl}/lms/certifications`);

    // Completed stays completed, and no second certificate or mail follows.
    expect(await open(first)).toMatchObject({ status: "completed", completedAt: completed.completedAt });
    expect(await certificatesOf(enrolled.id)).toHaveLength(1);
    expect(await certificateMailsTo(person.email)).toHaveLength(1);
  });

  it("completes a course with a quiz only when every lesson is done and an attempt passed", async () => {
    const { browser } = await newStaffLearner();
    const { course, lessons, questions } = await createCourse(db(), { lessons: 2 });
    const enrolled = await browser.client.learning.enroll({ id: course.id });
    const [first, second] = lessons.map((lesson) => lesson.id);
    await browser.client.learning.openLesson({ courseId: course.id, lessonId: first ?? "" });
    const passed = await browser.client.learning.submitAttempt({
      courseId: course.id,
      submissionId: randomUUID(),
      answers: passingAnswers(questions),
    });
    expect(passed.passed).toBe(true);
    // A lesson is still left: passed, not completed.
    expect(passed.enrollment).toMatchObject({ status: "in_progress", progressPercentage: 50 });
    expect(await certificatesOf(enrolled.id)).toHaveLength(0);

    const completed = await browser.client.learning.openLesson({
      courseId: course.id,
      lessonId: second ?? "",
    });
    expect(completed).toMatchObject({ status: "completed", progressPercentage: 100 });
    expect(await certificatesOf(enrolled.id)).toHaveLength(1);
  });

  it("sends a partner's certificate mail to the partner dashboard", async () => {
    const contact = await createPartnerContact(db(), await createPartner(db()));
    const browser = await signedInAs(given.app, contact);
    const { course, lessons } = await createCourse(db(), { lessons: 1, quiz: false, audience: "partners" });
    await browser.client.learning.enroll({ id: course.id });
    await browser.client.learning.openLesson({ courseId: course.id, lessonId: lessons[0]?.id ?? "" });
    const [mail] = await certificateMailsTo(contact.email);
    const portal = partnerPortalUrl(given.app.config);
    expect(mail?.text).toContain(`Your certifications: ${portal.base}${portal.dashboardPath}`);
  });

  it("issues exactly one certificate and one mail when 20 openings race to complete the enrollment", async () => {
    const { person, browser } = await newStaffLearner();
    const { course, lessons } = await createCourse(db(), { lessons: 20, quiz: false });
    const enrolled = await browser.client.learning.enroll({ id: course.id });
    const results = await Promise.all(
      lessons.map((lesson) =>
        browser.client.learning.openLesson({ courseId: course.id, lessonId: lesson.id }),
      ),
    );
    expect(results.filter((result) => result.status === "completed")).toHaveLength(1);
    expect(results.map((result) => result.progressPercentage).sort((a, b) => a - b)).toEqual(
      lessons.map((_, index) => Math.round((100 * (index + 1)) / lessons.length)),
    );
    expect(await certificatesOf(enrolled.id)).toHaveLength(1);
    expect(await certificateMailsTo(person.email)).toHaveLength(1);
  });

  it("refuses a learner who is not enrolled (400), and a lesson of another course (404)", async () => {
    const { browser } = await newStaffLearner();
    const { course, lessons } = await createCourse(db(), { quiz: false });
    const other = await createCourse(db(), { quiz: false });
    const lessonId = lessons[0]?.id ?? "";
    const notEnrolled = await refusal(browser.client.learning.openLesson({ courseId: course.id, lessonId }));
    expect(notEnrolled).toMatchObject({ status: 400, message: "Enroll in this course first." });

    await browser.client.learning.enroll({ id: course.id });
    const elsewhere = await refusal(
      browser.client.learning.openLesson({ courseId: course.id, lessonId: other.lessons[0]?.id ?? "" }),
    );
    expect(elsewhere).toMatchObject({ status: 404, message: "Lesson not found." });
  });

  it("answers 404 for a course that has become a draft, even to someone enrolled in it", async () => {
    const { person, browser } = await newStaffLearner();
    const { course, lessons } = await createCourse(db(), { status: "draft", quiz: false });
    await createEnrollment(db(), person.id, course.id);
    const hidden = await refusal(
      browser.client.learning.openLesson({ courseId: course.id, lessonId: lessons[0]?.id ?? "" }),
    );
    expect(hidden).toMatchObject({ status: 404, message: "Course not found." });
  });
});
