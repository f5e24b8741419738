import { describe, expect, it } from "vitest";
import { scheduleRuleText, scheduleTimeText } from "./schedule-words";

describe("a schedule in words", () => {
  it("names a preset by its label and shows a custom rule as written", () => {
    expect(scheduleRuleText({ preset: "weekdays", rule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" })).toBe(
      "Every weekday",
    );
    expect(scheduleRuleText({ preset: "custom", rule: "FREQ=WEEKLY;BYDAY=TU,TH" })).toBe(
      "Custom rule: FREQ=WEEKLY;BYDAY=TU,TH",
    );
  });

  it("gives the time with its zone", () => {
    expect(scheduleTimeText({ timeOfDay: "09:00", timeZone: "America/New_York" })).toBe(
      "09:00 (America/New York)",
    );
  });
});
