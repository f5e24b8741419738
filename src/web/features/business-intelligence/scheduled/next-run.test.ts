import { describe, expect, it } from "vitest";
import { nextRunDate } from "./next-run";

// Wednesday 25 November 2026, 10:00 local time.
const WEDNESDAY = new Date(2026, 10, 25, 10);

describe("a sample schedule's next run", () => {
  it("is the next weekday at its hour: tomorrow once today's run has passed, Monday after a Friday", () => {
    expect(nextRunDate({ kind: "weekdays", hour: 9 }, WEDNESDAY)).toBe("2026-11-26");
    expect(nextRunDate({ kind: "weekdays", hour: 11 }, WEDNESDAY)).toBe("2026-11-25");
    expect(nextRunDate({ kind: "weekdays", hour: 9 }, new Date(2026, 10, 27, 12))).toBe("2026-11-30");
  });

  it("is the next Monday for a weekly Monday run", () => {
    expect(nextRunDate({ kind: "weekly", weekday: 1, hour: 8 }, WEDNESDAY)).toBe("2026-11-30");
    expect(nextRunDate({ kind: "weekly", weekday: 1, hour: 8 }, new Date(2026, 10, 30, 9))).toBe(
      "2026-12-07",
    );
  });

  it("is the month's last business day, or next month's once it has passed", () => {
    expect(nextRunDate({ kind: "last-business-day", hour: 9 }, WEDNESDAY)).toBe("2026-11-30");
    // 31 January 2027 is a Sunday: the last business day is Friday the 29th.
    expect(nextRunDate({ kind: "last-business-day", hour: 9 }, new Date(2027, 0, 5))).toBe("2027-01-29");
    expect(nextRunDate({ kind: "last-business-day", hour: 9 }, new Date(2026, 10, 30, 10))).toBe(
      "2026-12-31",
    );
  });

  it("is the next 1st of a month", () => {
    expect(nextRunDate({ kind: "month-day", day: 1, hour: 7 }, WEDNESDAY)).toBe("2026-12-01");
    expect(nextRunDate({ kind: "month-day", day: 1, hour: 7 }, new Date(2026, 11, 31, 23))).toBe(
      "2027-01-01",
    );
  });

  it("is the first Monday of the next quarter", () => {
    expect(nextRunDate({ kind: "quarter-first-weekday", weekday: 1, hour: 8 }, WEDNESDAY)).toBe("2027-01-04");
    expect(nextRunDate({ kind: "quarter-first-weekday", weekday: 1, hour: 8 }, new Date(2027, 0, 4, 9))).toBe(
      "2027-04-05",
    );
  });

  it("never lies in the past, whatever the day", () => {
    const rules = [
      { kind: "weekdays", hour: 9 },
      { kind: "weekly", weekday: 1, hour: 8 },
      { kind: "last-business-day", hour: 9 },
      { kind: "month-day", day: 1, hour: 7 },
      { kind: "quarter-first-weekday", weekday: 1, hour: 8 },
    ] as const;
    for (let day = 0; day < 400; day += 7) {
      const now = new Date(2026, 0, 1 + day, 12);
      for (const rule of rules) expect(new Date(`${nextRunDate(rule, now)}T23:59:59`) > now).toBe(true);
    }
  });
});
