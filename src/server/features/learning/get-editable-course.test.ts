import { describe, expect, it } from "vitest";
import { createCourse } from "#tests/factories/courses";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

describe("loading a course into the editor", () => {
  it("gives a draft with its lessons in order and the quiz with which answers are correct", async () => {
    const { course, lessons, questions } = await createCourse(db(), { status: "draft", audience: "staff" });
    const loaded = await given.asAuthor.client.learning.editableCourse({ id: course.id });
    expect(loaded).toMatchObject({ id: course.id, status: "draft", audience: "staff" });
    expect(loaded.lessons.map((lesson) => lesson.id)).toEqual(lessons.map((lesson) => lesson.id));
    const multiple = questions[1] as (typeof questions)[number];
    expect(loaded.quiz?.questions[1]?.options).toEqual(
      multiple.options.map((option) => ({
        ...option,
        correct: multiple.correctOptionIds.includes(option.id),
      })),
    );
    expect(loaded.quiz?.questions[1]?.options.filter((option) => option.correct)).toHaveLength(2);
  });

  it("loads a course written without a duration or category, for the editor to ask for them", async () => {
    const { course } = await createCourse(db(), { durationMinutes: null, category: null });
    const loaded = await given.asAuthor.client.learning.editableCourse({ id: course.id });
    expect(loaded).toMatchObject({ id: course.id, durationMinutes: null, category: null });
  });

  it("answers 404 'Course not found.' for a course that does not exist", async () => {
    const refused = await refusal(
      given.asAuthor.client.learning.editableCourse({ id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(refused.status).toBe(404);
    expect(refused.message).toBe("Course not found.");
  });
});
