import { count as countAll, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificates, courses, courseTotals, enrollments, user } from "#server/db/schema/index";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";

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

  it("keeps each course's totals as enrollments and certificates are added, changed, moved and removed", async () => {
    // What the triggers keep (migration 0023) must equal what counting the rows gives, for every course.
    const counted = async () => {
      const [all, enrolled, certified] = await Promise.all([
        db().select({ id: courses.id }).from(courses).orderBy(courses.id),
        db()
          .select({
            courseId: enrollments.courseId,
            enrollments: countAll(),
            completed: sql<number>`count(*) filter (where ${enrollments.status} = 'completed')`.mapWith(
              Number,
            ),
          })
          .from(enrollments)
          .groupBy(enrollments.courseId),
        db()
          .select({ courseId: certificates.courseId, certificates: countAll() })
          .from(certificates)
          .groupBy(certificates.courseId),
      ]);
      const byCourse = <T extends { courseId: string }>(rows: T[]) =>
        new Map(rows.map((row) => [row.courseId, row]));
      const enrolledBy = byCourse(enrolled);
      const certifiedBy = byCourse(certified);
      return all.map(({ id }) => ({
        courseId: id,
        enrollments: enrolledBy.get(id)?.enrollments ?? 0,
        completed: enrolledBy.get(id)?.completed ?? 0,
        certificates: certifiedBy.get(id)?.certificates ?? 0,
      }));
    };
    const kept = async () => {
      const rows = await db().select().from(courseTotals);
      const byCourse = new Map(rows.map((row) => [row.courseId, row]));
      return (await counted()).map(({ courseId }) => {
        const row = byCourse.get(courseId);
        return {
          courseId,
          enrollments: row?.enrollments ?? 0,
          completed: row?.completed ?? 0,
          certificates: row?.certificates ?? 0,
        };
      });
    };
    const first = (await createCourse(db())).course;
    const second = (await createCourse(db())).course;
    const learners = await Promise.all([1, 2, 3, 4].map(() => createUser(db())));
    // Several learners in one statement, as enrolling from the chooser does.
    const added = await db()
      .insert(enrollments)
      .values(
        learners.map((learner, index) => ({
          userId: learner.id,
          courseId: first.id,
          status: index === 0 ? ("completed" as const) : ("enrolled" as const),
        })),
      )
      .returning();
    await createEnrollment(db(), learners[0]?.id ?? "", second.id, { status: "in_progress" });
    expect(await kept()).toEqual(await counted());

    const [completing, progressing, moving] = added.slice(1);
    await db()
      .update(enrollments)
      .set({ progressPercentage: 40 })
      .where(eq(enrollments.id, progressing?.id ?? ""));
    await db()
      .update(enrollments)
      .set({ status: "completed" })
      .where(eq(enrollments.id, completing?.id ?? ""));
    await db()
      .update(enrollments)
      .set({ courseId: second.id })
      .where(eq(enrollments.id, moving?.id ?? ""));
    await db()
      .insert(certificates)
      .values({
        enrollmentId: completing?.id ?? "",
        userId: completing?.userId ?? "",
        courseId: first.id,
        verificationCode: `TOTALS${completing?.id.replaceAll("-", "").toUpperCase()}`,
      });
    expect(await kept()).toEqual(await counted());

    // A user removed takes their enrollments and certificates with them.
    await db()
      .delete(user)
      .where(eq(user.id, completing?.userId ?? ""));
    await db()
      .delete(enrollments)
      .where(eq(enrollments.userId, learners[0]?.id ?? ""));
    expect(await kept()).toEqual(await counted());

    const stats = await given.asAdmin.client.learning.stats();
    const all = await counted();
    const sum = (key: "enrollments" | "completed" | "certificates") =>
      all.reduce((total, row) => total + row[key], 0);
    expect(stats).toMatchObject({
      activeEnrollments: sum("enrollments") - sum("completed"),
      certificatesIssued: sum("certificates"),
    });
  });

  it("loses no enrollment of a course when many are added at once", async () => {
    const { course } = await createCourse(db());
    const learners = await Promise.all(Array.from({ length: 12 }, () => createUser(db())));
    await Promise.all(
      learners.map((learner) =>
        db().transaction(async (tx) => {
          await tx.insert(enrollments).values({ userId: learner.id, courseId: course.id });
        }),
      ),
    );
    const [row] = await db().select().from(courseTotals).where(eq(courseTotals.courseId, course.id));
    expect(row?.enrollments).toBe(12);
  });
});
