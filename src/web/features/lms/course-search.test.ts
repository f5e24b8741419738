import { describe, expect, it } from "vitest";
import { filterCourses } from "./course-search";
import { COURSES } from "./lms-sample-data";

const titles = (query: string) => filterCourses(COURSES, query).map((course) => course.title);

describe("filterCourses", () => {
  it("matches the title, ignoring case", () => {
    expect(titles("NEGOTIATION")).toEqual(["Advanced Negotiation Techniques"]);
  });

  it("matches the category, ignoring case", () => {
    expect(titles("customer success")).toEqual([
      "Customer Onboarding Best Practices",
      "Handling Difficult Conversations",
    ]);
  });

  it("ignores surrounding spaces and returns the whole catalog for an empty query", () => {
    expect(titles("  compliance ")).toEqual(["Data Privacy and GDPR Essentials"]);
    expect(titles("")).toHaveLength(COURSES.length);
  });

  it("does not search the description", () => {
    expect(titles("webhooks")).toEqual([]);
  });
});
