import { describe, expect, it } from "vitest";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createUser } from "#tests/factories/users";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

describe("My Learning", () => {
  it("lists only the caller's own enrollments, newest first, each with its course", async () => {
    const person = await createUser(db());
    const other = await createUser(db());
    const browser = await signedInAs(given.app, person);
    const older = await createCourse(db(), { lessons: 4 });
    const newer = await createCourse(db(), { quiz: false });
    const first = await createEnrollment(db(), person.id, older.course.id, {
      enrolledAt: new Date("2026-01-05T10:00:00Z"),
      status: "completed",
      progressPercentage: 100,
      completedAt: new Date("2026-01-20T10:00:00Z"),
    });
    const second = await createEnrollment(db(), person.id, newer.course.id, {
      enrolledAt: new Date("2026-02-05T10:00:00Z"),
    });
    const theirs = await createEnrollment(db(), other.id, older.course.id);

    const page = await browser.client.learning.myLearning({});
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(page.items[1]).toMatchObject({
      courseId: older.course.id,
      status: "completed",
      progressPercentage: 100,
      completedAt: new Date("2026-01-20T10:00:00Z"),
      course: { id: older.course.id, title: older.course.title, lessonCount: 4, hasQuiz: true },
    });
    expect(page.items[0]?.course).toMatchObject({ lessonCount: 2, hasQuiz: false });

    const otherPage = await (await signedInAs(given.app, other)).client.learning.myLearning({});
    expect(otherPage.items.map((item) => item.id)).toEqual([theirs.id]);
  });

  it("pages the enrollments, breaking ties of the same moment by id", async () => {
    const person = await createUser(db());
    const browser = await signedInAs(given.app, person);
    const at = new Date("2026-03-01T09:00:00Z");
    const created = [];
    for (let n = 0; n < 3; n += 1) {
      const { course } = await createCourse(db(), { quiz: false });
      created.push(await createEnrollment(db(), person.id, course.id, { enrolledAt: at }));
    }
    const ids = created
      .map((each) => each.id)
      .sort()
      .reverse();
    const first = await browser.client.learning.myLearning({ page: 1, pageSize: 2 });
    const second = await browser.client.learning.myLearning({ page: 2, pageSize: 2 });
    expect(first.total).toBe(3);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(ids);
  });

  it("is empty for someone enrolled in nothing", async () => {
    const browser = await signedInAs(given.app, await createUser(db()));
    expect(await browser.client.learning.myLearning({})).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });
});
