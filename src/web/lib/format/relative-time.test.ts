import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const NOW = new Date("2026-11-29T12:00:00Z");
const earlier = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTime", () => {
  it("says Just now under a minute, and for a moment ahead of the clock", () => {
    expect(relativeTime(earlier(59_000), NOW)).toBe("Just now");
    expect(relativeTime(earlier(-5 * MINUTE), NOW)).toBe("Just now");
  });

  it.each([
    [MINUTE, "1 minute ago"],
    [5 * MINUTE + 59_000, "5 minutes ago"],
    [2 * HOUR, "2 hours ago"],
    [DAY, "1 day ago"],
    [6 * DAY, "6 days ago"],
    [15 * DAY, "2 weeks ago"],
    [90 * DAY, "3 months ago"],
    [800 * DAY, "2 years ago"],
  ])("says %i ms before as %j", (ms, text) => {
    expect(relativeTime(earlier(ms), NOW)).toBe(text);
  });
});
