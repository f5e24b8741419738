import { describe, expect, it } from "vitest";
import { businessIntelligenceTabForPath } from "./business-intelligence-tabs";

describe("businessIntelligenceTabForPath", () => {
  it.each([
    ["/business-intelligence", "reports"],
    ["/business-intelligence/reports", "reports"],
    ["/business-intelligence/scheduled", "scheduled"],
    ["/business-intelligence/scheduled/", "scheduled"],
    ["/business-intelligence/unknown", "reports"],
  ])("opens %s on the %s tab", (path, tab) => {
    expect(businessIntelligenceTabForPath(path)).toBe(tab);
  });
});
