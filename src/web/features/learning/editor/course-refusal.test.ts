import { describe, expect, it } from "vitest";
import { courseRefusalOf } from "./course-refusal";

describe("courseRefusalOf", () => {
  it("drops the update's course wrapper and sends lesson and quiz issues to their own fields", () => {
    const { refusal, nested } = courseRefusalOf({
      status: 400,
      message: "Input validation failed",
      issues: [
        { path: ["course", "title"], message: "Title is required." },
        { path: ["course", "lessons", 2, "title"], message: "Lesson title is required." },
        { path: ["quiz", "questions", 0, "options"], message: "Mark at least one answer as correct." },
      ],
    });
    expect(refusal.issues).toEqual([{ field: "title", message: "Title is required." }]);
    expect(nested).toEqual([
      { path: "lessons.2.title", message: "Lesson title is required." },
      { path: "quiz.questions.0.options", message: "Mark at least one answer as correct." },
    ]);
  });

  it("keeps a service's refusal that names a field at that field", () => {
    const { refusal, nested } = courseRefusalOf({
      status: 409,
      message: "A course with this title exists.",
      field: "title",
      issues: [],
    });
    expect(nested).toEqual([]);
    expect(refusal).toEqual({
      status: 409,
      issues: [{ field: "title", message: "A course with this title exists." }],
    });
  });

  it("keeps a refusal that names no field for beside the button", () => {
    const { refusal } = courseRefusalOf({ status: 404, message: "Course not found.", issues: [] });
    expect(refusal).toEqual({ status: 404, message: "Course not found.", issues: [] });
  });
});
