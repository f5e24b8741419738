import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrollments, partnerAuditLogs } from "#server/db/schema/index";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;
const client = () => given.asAuthor.client.learning;

const enrolledIn = async (courseId: string) =>
  (
    await db()
      .select({ userId: enrollments.userId })
      .from(enrollments)
      .where(eq(enrollments.courseId, courseId))
  )
    .map((row) => row.userId)
    .sort();

const auditOf = (courseId: string) =>
  db()
    .select()
    .from(partnerAuditLogs)
    .where(and(eq(partnerAuditLogs.subjectId, courseId), eq(partnerAuditLogs.action, "learners_enrolled")));

async function partnerContact(name: string, email: string, status: "active" | "suspended" = "active") {
  const partner = await createPartner(db(), { contactName: name, contactEmail: email, status });
  return createPartnerContact(db(), partner);
}

describe("enrolling people in a course", () => {
  it("enrolls staff and partner contacts in a course for both, audited with their e-mails", async () => {
    const { course } = await createCourse(db(), { audience: "both" });
    const staff = await createUser(db(), { name: "Ada Staff", email: "ada.staff@people.example" });
    const contact = await partnerContact("Pat Partner", "pat@reseller.example");
    expect(await client().enrollLearners({ courseId: course.id, userIds: [staff.id, contact.id] })).toEqual({
      enrolled: 2,
      alreadyEnrolled: 0,
    });
    expect(await enrolledIn(course.id)).toEqual([staff.id, contact.id].sort());
    const [audit] = await auditOf(course.id);
    expect(audit).toMatchObject({
      actorUserId: given.authorId,
      partnerId: null,
      subjectType: "course",
      subjectLabel: course.title,
      details: {
        course_id: course.id,
        course_title: course.title,
        learners: expect.arrayContaining(["ada.staff@people.example", "pat@reseller.example"]),
      },
    });
  });

  it("counts someone enrolled already apart, and audits only those newly enrolled", async () => {
    const { course } = await createCourse(db());
    const [first, second] = [await createUser(db()), await createUser(db())];
    await createEnrollment(db(), first.id, course.id, { status: "in_progress", progressPercentage: 50 });
    expect(
      await client().enrollLearners({ courseId: course.id, userIds: [first.id, second.id, second.id] }),
    ).toEqual({
      enrolled: 1,
      alreadyEnrolled: 1,
    });
    const [kept] = await db().select().from(enrollments).where(eq(enrollments.userId, first.id));
    expect(kept).toMatchObject({ status: "in_progress", progressPercentage: 50 });
    expect((await auditOf(course.id)).map((entry) => entry.details)).toEqual([
      { course_id: course.id, course_title: course.title, learners: [second.email] },
    ]);
    expect(await client().enrollLearners({ courseId: course.id, userIds: [first.id, second.id] })).toEqual({
      enrolled: 0,
      alreadyEnrolled: 2,
    });
    expect(await auditOf(course.id)).toHaveLength(1);
  });

  it("refuses a partner contact for a course for staff, enrolling nobody", async () => {
    const { course } = await createCourse(db(), { audience: "staff" });
    const staff = await createUser(db());
    const contact = await partnerContact("Jane Doe", "jane@x.example");
    const refused = await refusal(
      client().enrollLearners({ courseId: course.id, userIds: [staff.id, contact.id] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe("Jane Doe (jane@x.example) is not in this course's audience: staff.");
    expect(refused.data).toMatchObject({ field: "userIds" });
    expect(await enrolledIn(course.id)).toEqual([]);
    expect(await auditOf(course.id)).toEqual([]);
  });

  it("refuses staff, and the contact of a suspended partner, for a course for partners", async () => {
    const { course } = await createCourse(db(), { audience: "partners" });
    const staff = await createUser(db(), { name: "Sam Staff", email: "sam@people.example" });
    const suspended = await partnerContact("Sue Suspended", "sue@paused.example", "suspended");
    for (const [person, message] of [
      [staff, "Sam Staff (sam@people.example) is not in this course's audience: partners."],
      [suspended, "Sue Suspended (sue@paused.example) is not in this course's audience: partners."],
    ] as const) {
      const refused = await refusal(client().enrollLearners({ courseId: course.id, userIds: [person.id] }));
      expect(refused.status).toBe(400);
      expect(refused.message).toBe(message);
    }
    expect(await enrolledIn(course.id)).toEqual([]);
    expect(
      await client().enrollLearners({ courseId: course.id, userIds: [given.partnerAContactId] }),
    ).toEqual({
      enrolled: 1,
      alreadyEnrolled: 0,
    });
  });

  it("refuses a draft course with 400, enrolling nobody", async () => {
    const { course } = await createCourse(db(), { status: "draft" });
    const refused = await refusal(client().enrollLearners({ courseId: course.id, userIds: [given.staffId] }));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe("Publish the course before enrolling people.");
    expect(await enrolledIn(course.id)).toEqual([]);
  });

  it("refuses someone who does not exist with 400, enrolling nobody", async () => {
    const { course } = await createCourse(db());
    const refused = await refusal(
      client().enrollLearners({ courseId: course.id, userIds: [given.staffId, "no-such-user"] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe("Someone you chose no longer exists. Reload and try again.");
    expect(await enrolledIn(course.id)).toEqual([]);
  });

  it("answers 404 'Course not found.' for a course that does not exist", async () => {
    const refused = await refusal(
      client().enrollLearners({ courseId: "00000000-0000-4000-8000-000000000000", userIds: [given.staffId] }),
    );
    expect(refused.status).toBe(404);
    expect(refused.message).toBe("Course not found.");
  });
});
