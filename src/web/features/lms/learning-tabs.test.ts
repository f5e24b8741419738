import { describe, expect, it } from "vitest";
import { learningTabForPath } from "./learning-tabs";

describe("learningTabForPath", () => {
  it.each([
    ["/lms", "catalog"],
    ["/lms/", "catalog"],
    ["/lms/my-learning", "my-learning"],
    ["/lms/my-learning/", "my-learning"],
    ["/lms/certifications", "certifications"],
    ["/lms/something-else", "catalog"],
  ])("opens %s on the %s tab", (path, tab) => {
    expect(learningTabForPath(path)).toBe(tab);
  });
});
