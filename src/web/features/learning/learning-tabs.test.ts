import { describe, expect, it } from "vitest";
import { tabForPath } from "#web/components/page/tab-for-path";
import { LEARNING_TABS } from "./learning-tabs";

describe("the learning tabs' addresses", () => {
  it.each([
    ["/lms", "catalog"],
    ["/lms/", "catalog"],
    ["/lms/my-learning", "my-learning"],
    ["/lms/my-learning/", "my-learning"],
    ["/lms/certifications", "certifications"],
    ["/lms/something-else", "catalog"],
  ])("opens %s on the %s tab", (path, tab) => {
    expect(tabForPath(path, LEARNING_TABS)).toBe(tab);
  });
});
