import { afterEach, describe, expect, it, vi } from "vitest";
import { setDisplayPreferences } from "./display-preferences";
import { calendarDate, calendarMonth, formatDay, localDate, utcDateTime } from "./local-time";

// Late evening of Nov 30 in Los Angeles, already Dec 01 in UTC.
const MOMENT = new Date("2026-12-01T05:30:00.000Z");

describe("local-time", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    setDisplayPreferences({ timeZone: null, dateLocale: null });
  });

  describe("localDate", () => {
    it("writes a moment's day as 'MMM dd, yyyy' by default", () => {
      vi.stubEnv("TZ", "UTC");
      expect(localDate(MOMENT)).toBe("Dec 01, 2026");
    });

    it("writes it as the chosen locale writes a date", () => {
      vi.stubEnv("TZ", "UTC");
      setDisplayPreferences({ timeZone: null, dateLocale: "en-GB" });
      expect(localDate(MOMENT)).toBe("1 Dec 2026");
      setDisplayPreferences({ timeZone: null, dateLocale: "de-DE" });
      expect(localDate(MOMENT)).toBe("01.12.2026");
    });

    it("falls on the day of the browser's zone, or of the zone the person chose", () => {
      vi.stubEnv("TZ", "America/Los_Angeles");
      expect(localDate(MOMENT)).toBe("Nov 30, 2026");
      setDisplayPreferences({ timeZone: "Asia/Tokyo", dateLocale: "en-GB" });
      expect(localDate(MOMENT)).toBe("1 Dec 2026");
    });
  });

  describe("calendarDate", () => {
    it("shows a plain date as 'MMM dd, yyyy' by default", () => {
      expect(calendarDate("2026-12-01")).toBe("Dec 01, 2026");
    });

    it("follows the chosen date format", () => {
      setDisplayPreferences({ timeZone: null, dateLocale: "en-GB" });
      expect(calendarDate("2026-12-01")).toBe("1 Dec 2026");
      setDisplayPreferences({ timeZone: null, dateLocale: "ja-JP" });
      expect(calendarDate("2026-12-01")).toBe("2026/12/01");
    });

    it("does not shift a day west of UTC, in the browser's zone or a chosen one", () => {
      vi.stubEnv("TZ", "America/Los_Angeles");
      expect(calendarDate("2026-12-01")).toBe("Dec 01, 2026");
      expect(calendarDate(new Date("2026-12-01T00:00:00.000Z"))).toBe("Dec 01, 2026");
      setDisplayPreferences({ timeZone: "America/Los_Angeles", dateLocale: "en-GB" });
      expect(calendarDate("2026-12-01")).toBe("1 Dec 2026");
    });
  });

  describe("calendarMonth", () => {
    it("names a month and its year, whatever the viewer's time zone", () => {
      vi.stubEnv("TZ", "America/Los_Angeles");
      expect(calendarMonth("2026-11")).toBe("Nov 2026");
      expect(calendarMonth("2027-01")).toBe("Jan 2027");
    });

    it("names it as the chosen date format does", () => {
      setDisplayPreferences({ timeZone: null, dateLocale: "de-DE" });
      expect(calendarMonth("2026-11")).toBe("Nov. 2026");
    });
  });

  it("writes the UTC time shown on hover in the chosen date format", () => {
    expect(utcDateTime(MOMENT)).toBe("Dec 01, 2026, 05:30 UTC");
    setDisplayPreferences({ timeZone: "America/Los_Angeles", dateLocale: "en-GB" });
    expect(utcDateTime(MOMENT)).toBe("1 Dec 2026, 05:30 UTC");
  });

  it("writes the Preferences samples as the dates they stand for", () => {
    const sample = new Date(Date.UTC(2026, 3, 1, 12));
    expect(formatDay(sample, null, "UTC")).toBe("Apr 01, 2026");
    expect(formatDay(sample, "en-GB", "UTC")).toBe("1 Apr 2026");
  });
});
