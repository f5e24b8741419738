import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrollments } from "#server/db/schema/index";
import { createCourse } from "#tests/factories/courses";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

const enrollmentsOf = (userId: string, courseId: string) =>
  db()
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));

describe("enrolling oneself", () => {
  it("enrolls staff and partners in a published course open to them", async () => {
    const { course } = await createCourse(db());
    const staff = await given.asStaff.client.learning.enroll({ id: course.id });
    expect(staff).toMatchObject({ courseId: course.id, status: "enrolled", progressPercentage: 0 });
    const partner = await given.asPartnerA.client.learning.enroll({ id: course.id });
    expect(partner.id).not.toBe(staff.id);
    expect(await enrollmentsOf(given.partnerAContactId, course.id)).toHaveLength(1);
  });

  it("gives back the one enrollment there is when enrolling again, or twice at once", async () => {
    const { course } = await createCourse(db());
    const [first, second] = await Promise.all([
      given.asPartnerB.client.learning.enroll({ id: course.id }),
      given.asPartnerB.client.learning.enroll({ id: course.id }),
    ]);
    const again = await given.asPartnerB.client.learning.enroll({ id: course.id });
    expect(second).toEqual(first);
    expect(again).toEqual(first);
    expect(await enrollmentsOf(given.partnerBContactId, course.id)).toHaveLength(1);
  });

  it("answers 404 for a draft and for a course outside the caller's audience", async () => {
    const draft = await createCourse(db(), { status: "draft" });
    const forPartners = await createCourse(db(), { audience: "partners" });
    const forStaff = await createCourse(db(), { audience: "staff" });
    for (const [browser, id] of [
      [given.asStaff, draft.course.id],
      [given.asPartnerA, draft.course.id],
      [given.asStaff, forPartners.course.id],
      [given.asPartnerA, forStaff.course.id],
      // Holders of manage_courses preview drafts but enroll only in published courses open to them.
      [given.asAuthor, draft.course.id],
      [given.asAdmin, forPartners.course.id],
    ] as const) {
      expect(await refusal(browser.client.learning.enroll({ id }))).toMatchObject({
        status: 404,
        message: "Course not found.",
      });
    }
    expect(await db().select().from(enrollments).where(eq(enrollments.courseId, draft.course.id))).toEqual(
      [],
    );
    expect((await given.asAuthor.client.learning.enroll({ id: forStaff.course.id })).status).toBe("enrolled");
  });
});
