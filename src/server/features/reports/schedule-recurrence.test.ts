import { formatInTimeZone } from "date-fns-tz";
import fc from "fast-check";
import rrulePackage from "rrule";
import { describe, expect, it } from "vitest";
import { checkCustomRule, nextOccurrence, PRESET_RULES, type Recurrence } from "./schedule-recurrence";

const { RRule } = rrulePackage;

const ANCHOR = new Date("2026-01-01T12:00:00Z");
const at = (rule: string, timeOfDay: string, timeZone: string): Recurrence => ({
  rule,
  timeOfDay,
  timeZone,
  anchor: ANCHOR,
});

/** The next n occurrences after a moment, each as the zone's wall clock "yyyy-MM-dd HH:mm EEE". */
function next(recurrence: Recurrence, from: string, n: number): string[] {
  const shown: string[] = [];
  let cursor = new Date(from);
  for (let i = 0; i < n; i++) {
    const occurrence = nextOccurrence(recurrence, cursor);
    if (!occurrence) break;
    shown.push(formatInTimeZone(occurrence, recurrence.timeZone, "yyyy-MM-dd HH:mm EEE"));
    cursor = occurrence;
  }
  return shown;
}

describe("the next delivery of a schedule", () => {
  it("keeps 09:00 in Berlin across the spring change, an hour earlier in UTC after it, and runs today when still ahead", () => {
    const weekdays = at(PRESET_RULES.weekdays, "09:00", "Europe/Berlin");
    const before = nextOccurrence(weekdays, new Date("2026-03-27T10:00:00Z"));
    expect(before?.toISOString()).toBe("2026-03-30T07:00:00.000Z");
    expect(nextOccurrence(weekdays, new Date("2026-03-26T07:30:00Z"))?.toISOString()).toBe(
      "2026-03-26T08:00:00.000Z",
    );
  });

  it("keeps 08:30 in New York across the autumn change", () => {
    const mondays = at(PRESET_RULES.mondays, "08:30", "America/New_York");
    expect(next(mondays, "2026-10-27T00:00:00Z", 2)).toEqual([
      "2026-11-02 08:30 Mon",
      "2026-11-09 08:30 Mon",
    ]);
    expect(nextOccurrence(mondays, new Date("2026-10-27T00:00:00Z"))?.toISOString()).toBe(
      "2026-11-02T13:30:00.000Z",
    );
    expect(nextOccurrence(mondays, new Date("2026-10-20T00:00:00Z"))?.toISOString()).toBe(
      "2026-10-26T12:30:00.000Z",
    );
  });

  it("moves a time the clocks skip to when the clock first shows it", () => {
    const daily = at("FREQ=DAILY", "02:30", "Europe/Berlin");
    expect(nextOccurrence(daily, new Date("2026-03-28T12:00:00Z"))?.toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
  });

  it("delivers a time the clocks repeat once", () => {
    const daily = at("FREQ=DAILY", "02:30", "Europe/Berlin");
    const first = nextOccurrence(daily, new Date("2026-10-24T12:00:00Z"));
    const second = first && nextOccurrence(daily, first);
    expect(formatInTimeZone(second as Date, "Europe/Berlin", "yyyy-MM-dd HH:mm")).toBe("2026-10-26 02:30");
  });

  it("finds the month's last business day, the 1st, and a quarter's first Monday", () => {
    expect(next(at(PRESET_RULES.last_business_day, "17:00", "UTC"), "2026-01-01T00:00:00Z", 3)).toEqual([
      "2026-01-30 17:00 Fri",
      "2026-02-27 17:00 Fri",
      "2026-03-31 17:00 Tue",
    ]);
    expect(next(at(PRESET_RULES.first_of_month, "07:00", "Asia/Tokyo"), "2026-11-29T00:00:00Z", 2)).toEqual([
      "2026-12-01 07:00 Tue",
      "2027-01-01 07:00 Fri",
    ]);
    expect(
      next(at(PRESET_RULES.quarter_first_monday, "09:00", "Europe/London"), "2026-11-29T00:00:00Z", 3),
    ).toEqual(["2027-01-04 09:00 Mon", "2027-04-05 09:00 Mon", "2027-07-05 09:00 Mon"]);
  });

  it("ends with a rule's COUNT", () => {
    const twice = at("FREQ=DAILY;COUNT=2", "10:00", "UTC");
    expect(next(twice, "2025-12-31T00:00:00Z", 5)).toEqual(["2026-01-01 10:00 Thu", "2026-01-02 10:00 Fri"]);
  });

  it("agrees with the library expanding the rule in the zone itself, across years of daylight-saving changes", () => {
    const zones = [
      "Europe/Berlin",
      "America/New_York",
      "Australia/Sydney",
      "Asia/Kolkata",
      "America/Santiago",
    ];
    const rules = Object.values(PRESET_RULES);
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...rules),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 15, 45),
        fc.date({
          min: new Date("2026-01-01T00:00:00Z"),
          max: new Date("2029-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (timeZone, rule, hour, minute, from) => {
          const timeOfDay = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
          const occurrence = nextOccurrence(at(rule, timeOfDay, timeZone), from);
          expect(occurrence).not.toBeNull();
          const instant = occurrence as Date;
          expect(instant.getTime()).toBeGreaterThan(from.getTime());
          // The rule holds for the occurrence's wall-clock day, at the wall-clock time (or an hour on, if skipped).
          const wallDay = formatInTimeZone(instant, timeZone, "yyyy-MM-dd");
          const reference = new RRule({
            ...RRule.parseString(rule),
            dtstart: new Date(`${wallDay}T00:00:00Z`),
            byhour: 0,
            byminute: 0,
            bysecond: 0,
          });
          expect(
            reference
              .after(new Date(`${wallDay}T00:00:00Z`), true)
              ?.toISOString()
              .slice(0, 10),
          ).toBe(wallDay);
          const shown = formatInTimeZone(instant, timeZone, "HH:mm");
          const skipped = `${String(hour + 1).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
          expect([timeOfDay, skipped]).toContain(shown);
          // And no day of the rule lies between: the one before the occurrence's day is before `from`.
          const dayBefore = reference.before(new Date(`${wallDay}T00:00:00Z`), false);
          if (dayBefore) {
            const earlier = nextOccurrence(
              at(rule, timeOfDay, timeZone),
              new Date(from.getTime() - 40 * 86_400_000),
            );
            expect(earlier && earlier <= from ? true : earlier?.getTime() === instant.getTime()).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("a custom rule", () => {
  it("is kept upper-case without its RRULE: prefix", () => {
    expect(checkCustomRule(" rrule:freq=weekly;byday=tu,th ")).toEqual({ rule: "FREQ=WEEKLY;BYDAY=TU,TH" });
  });

  it.each([
    ["", "Enter a rule"],
    ["FREQ=HOURLY", "at most once a day"],
    ["FREQ=DAILY;BYHOUR=3", "may not set BYHOUR"],
    ["DTSTART=20260101T000000Z;FREQ=DAILY", "may not set DTSTART"],
    ["FREQ=SOMETIMES", "not a rule"],
    ["FREQ=DAILY\nFREQ=WEEKLY", "one line"],
  ])("refuses %j, saying why", (text, reason) => {
    const checked = checkCustomRule(text);
    expect("problem" in checked && checked.problem).toContain(reason);
  });
});
