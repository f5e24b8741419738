import { describe, expect, it } from "vitest";
import { monthLabel } from "./month-label";

describe("monthLabel", () => {
  it("names a month and its year, whatever the viewer's time zone", () => {
    expect(monthLabel("2026-11")).toBe("Nov 2026");
    expect(monthLabel("2027-01")).toBe("Jan 2027");
  });
});
