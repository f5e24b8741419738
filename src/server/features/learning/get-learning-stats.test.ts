import { describe, expect, it } from "vitest";
import { certificates, courses, enrollments } from "#server/db/schema/index";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { setUpLearningTestApp } from "#tests/support/learning-test-app";
import { signedInAs } from "#tests/support/rpc-client";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

const count = async (table: typeof courses | typeof enrollments | typeof certificates) =>
  (await db().select().from(table)).length;

describe("the Learning screen's figures", () => {
  it("gives a learner their own: courses open to them, active enrollments, completion rate, certificates", async () => {
    const contact = await createPartnerContact(db(), await createPartner(db()));
    const browser = await signedInAs(given.app, contact);
    const empty = await browser.client.learning.stats();
    expect(empty).toMatchObject({
      activeEnrollments: 0,
      completionRate: 0,
      certificatesIssued: 0,
      scope: "mine",
    });

    const forPartners = await createCourse(db(), { audience: "partners" });
    const forBoth = await createCourse(db(), { audience: "both" });
    const third = await createCourse(db(), { audience: "both" });
    await createCourse(db(), { audience: "staff" });
    await createCourse(db(), { audience: "partners", status: "draft" });
    const done = await createEnrollment(db(), contact.id, forPartners.course.id, {
      status: "completed",
      progressPercentage: 100,
      completedAt: new Date(),
    });
    await createEnrollment(db(), contact.id, forBoth.course.id, { status: "in_progress" });
    await createEnrollment(db(), contact.id, third.course.id);
    await db().insert(certificates).values({
      enrollmentId: done.id,
      userId: contact.id,
      courseId: forPartners.course.id,
      verificationCode: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    });
    // Someone else's enrollment counts for nobody but them.
    await createEnrollment(db(), given.staffId, forBoth.course.id, { status: "completed" });

    const stats = await browser.client.learning.stats();
    expect(stats).toEqual({
      totalCourses: empty.totalCourses + 3,
      activeEnrollments: 2,
      completionRate: 33,
      certificatesIssued: 1,
      scope: "mine",
    });
  });

  it("counts only the published courses of a staff member's audience", async () => {
    const browser = await signedInAs(given.app, await createUser(db()));
    const before = (await browser.client.learning.stats()).totalCourses;
    await createCourse(db(), { audience: "staff" });
    await createCourse(db(), { audience: "partners" });
    await createCourse(db(), { audience: "both", status: "draft" });
    expect((await browser.client.learning.stats()).totalCourses).toBe(before + 1);
  });

  it("gives holders of manage_courses the whole programme's figures", async () => {
    const course = await createCourse(db(), { status: "draft" });
    await createEnrollment(db(), given.adminId, course.course.id, { status: "completed" });
    const [courseTotal, enrollmentTotal, certificateTotal] = await Promise.all([
      count(courses),
      count(enrollments),
      count(certificates),
    ]);
    const all = await db().select({ status: enrollments.status }).from(enrollments);
    const completed = all.filter((row) => row.status === "completed").length;
    for (const browser of [given.asAuthor, given.asAdmin]) {
      expect(await browser.client.learning.stats()).toEqual({
        totalCourses: courseTotal,
        activeEnrollments: enrollmentTotal - completed,
        completionRate: Math.round((100 * completed) / enrollmentTotal),
        certificatesIssued: certificateTotal,
        scope: "programme",
      });
    }
  });
});
