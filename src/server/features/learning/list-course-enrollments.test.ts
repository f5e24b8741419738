import { describe, expect, it } from "vitest";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

describe("a course's enrollments", () => {
  it("lists them newest first, with each learner's name, e-mail, kind and company, one page at a time", async () => {
    const { course } = await createCourse(db());
    const staff = await createUser(db(), { name: "Olive Otter", email: "olive@people.example" });
    const partner = await createPartner(db(), {
      companyName: "Otter Systems",
      contactName: "Oscar Otter",
      contactEmail: "oscar@otter.example",
    });
    const contact = await createPartnerContact(db(), partner);
    const late = await createUser(db(), { name: "Owen Otter" });
    await createEnrollment(db(), staff.id, course.id, {
      enrolledAt: new Date("2026-03-01T09:00:00Z"),
      status: "completed",
      progressPercentage: 100,
      completedAt: new Date("2026-03-05T09:00:00Z"),
    });
    await createEnrollment(db(), contact.id, course.id, { enrolledAt: new Date("2026-03-02T09:00:00Z") });
    await createEnrollment(db(), late.id, course.id, { enrolledAt: new Date("2026-03-03T09:00:00Z") });
    await createEnrollment(db(), staff.id, (await createCourse(db())).course.id);

    const first = await given.asAuthor.client.learning.courseEnrollments({
      courseId: course.id,
      pageSize: 2,
    });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items).toEqual([
      expect.objectContaining({ userId: late.id, name: "Owen Otter", kind: "staff", companyName: null }),
      expect.objectContaining({
        userId: contact.id,
        courseId: course.id,
        name: "Oscar Otter",
        email: "oscar@otter.example",
        kind: "partner",
        companyName: "Otter Systems",
        status: "enrolled",
        progressPercentage: 0,
        enrolledAt: new Date("2026-03-02T09:00:00Z"),
        completedAt: null,
      }),
    ]);
    const second = await given.asAuthor.client.learning.courseEnrollments({
      courseId: course.id,
      page: 2,
      pageSize: 2,
    });
    expect(second.items).toEqual([
      expect.objectContaining({
        name: "Olive Otter",
        email: "olive@people.example",
        kind: "staff",
        status: "completed",
        progressPercentage: 100,
        completedAt: new Date("2026-03-05T09:00:00Z"),
      }),
    ]);
  });

  it("answers 404 'Course not found.' for a course that does not exist", async () => {
    const refused = await refusal(
      given.asAuthor.client.learning.courseEnrollments({ courseId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(refused.status).toBe(404);
    expect(refused.message).toBe("Course not found.");
  });
});
