import { describe, expect, it } from "vitest";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;
const list = (input: { search?: string; page?: number; pageSize?: number }) =>
  given.asAuthor.client.learning.managedCourses(input);

describe("the managed course list", () => {
  it("lists every course, drafts and every audience included, by title, with lessons, quiz and enrollments", async () => {
    const published = await createCourse(db(), { title: "Aardvark Basics", category: "Zoology", lessons: 3 });
    const draft = await createCourse(db(), {
      title: "Aardvark Advanced",
      category: "Zoology",
      status: "draft",
      audience: "staff",
      quiz: false,
    });
    await createEnrollment(db(), given.staffId, published.course.id);
    await createEnrollment(db(), given.partnerAContactId, published.course.id);

    const page = await list({ search: "aardvark" });
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items).toEqual([
      {
        id: draft.course.id,
        title: "Aardvark Advanced",
        description: draft.course.description,
        durationMinutes: 30,
        difficultyLevel: "beginner",
        category: "Zoology",
        audience: "staff",
        lessonCount: 2,
        hasQuiz: false,
        status: "draft",
        enrollmentCount: 0,
        updatedAt: draft.course.updatedAt,
      },
      expect.objectContaining({
        id: published.course.id,
        lessonCount: 3,
        hasQuiz: true,
        status: "published",
        enrollmentCount: 2,
      }),
    ]);
  });

  it("searches the category too, matches % and _ literally, and pages", async () => {
    await createCourse(db(), { title: "Badger One", category: "Mustelid_Care" });
    await createCourse(db(), { title: "Badger Two", category: "Mustelid_Care" });
    expect((await list({ search: "mustelid_care" })).items.map((course) => course.title)).toEqual([
      "Badger One",
      "Badger Two",
    ]);
    expect((await list({ search: "mustelid%" })).total).toBe(0);
    expect((await list({ search: "mustelidxcare" })).total).toBe(0);
    const second = await list({ search: "badger", page: 2, pageSize: 1 });
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((course) => course.title)).toEqual(["Badger Two"]);
  });
});
