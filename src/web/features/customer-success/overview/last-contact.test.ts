import { describe, expect, it } from "vitest";
import { lastContactText } from "./last-contact";

const NOW = new Date(2026, 10, 29, 9, 30);
const daysBefore = (days: number, hour = 12) => new Date(2026, 10, 29 - days, hour);

describe("lastContactText", () => {
  it("says Never when nobody has logged a contact", () => {
    expect(lastContactText(null, NOW)).toBe("Never");
  });

  it("counts calendar days: earlier today is Today, late last night is Yesterday", () => {
    expect(lastContactText(new Date(2026, 10, 29, 0, 5), NOW)).toBe("Today");
    expect(lastContactText(new Date(2026, 10, 28, 23, 55), NOW)).toBe("Yesterday");
  });

  it.each([
    [2, "2 days ago"],
    [6, "6 days ago"],
    [7, "1 week ago"],
    [20, "2 weeks ago"],
    [30, "1 month ago"],
    [95, "3 months ago"],
    [365, "1 year ago"],
    [800, "2 years ago"],
  ])("says %i days before as %s", (days, text) => {
    expect(lastContactText(daysBefore(days), NOW)).toBe(text);
  });

  it("reads a moment a little in the future (another clock) as Today", () => {
    expect(lastContactText(new Date(2026, 10, 29, 9, 31), NOW)).toBe("Today");
  });
});
