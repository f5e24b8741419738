import { describe, expect, it } from "vitest";
import { filterList } from "#web/components/list-filter";
import { COURSES } from "../learning-sample-data";
import { COURSE_SEARCH } from "./course-search";

const titles = (query: string) => filterList(COURSES, COURSE_SEARCH, query).map((course) => course.title);

describe("the course search", () => {
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
