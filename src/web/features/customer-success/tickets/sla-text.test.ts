import { describe, expect, it } from "vitest";
import { sinceText, slaReading, targetText } from "./sla-text";

const NOW = new Date("2026-11-27T15:00:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const running = (leftMinutes: number) => ({
  state: "running" as const,
  dueAt: NOW,
  leftMinutes,
  breachedAt: null,
});
const paused = (leftMinutes: number) => ({
  state: "paused" as const,
  dueAt: null,
  leftMinutes,
  breachedAt: null,
});
const met = { state: "met" as const, dueAt: null, leftMinutes: null, breachedAt: null };
const breached = (at: Date) => ({
  state: "breached" as const,
  dueAt: null,
  leftMinutes: -10,
  breachedAt: at,
});

describe("slaReading", () => {
  it("reads the first response's time left while it runs", () => {
    expect(slaReading({ firstResponse: running(135), resolution: running(900) }, NOW)).toEqual({
      text: "2h 15m left",
      tone: "running",
    });
  });

  it("reads the resolution's time left once the first response is met", () => {
    expect(slaReading({ firstResponse: met, resolution: running(45) }, NOW).text).toBe("45m left");
  });

  it("says Paused while the open target's clock is paused", () => {
    expect(slaReading({ firstResponse: met, resolution: paused(300) }, NOW)).toEqual({
      text: "Paused",
      tone: "paused",
    });
  });

  it("says how long since the earlier breach, before any time left", () => {
    const sla = { firstResponse: breached(hoursAgo(3)), resolution: breached(hoursAgo(1)) };
    expect(slaReading(sla, NOW)).toEqual({ text: "Breached 3h ago", tone: "breached" });
  });

  it("says Met when both targets are met", () => {
    expect(slaReading({ firstResponse: met, resolution: met }, NOW)).toEqual({ text: "Met", tone: "met" });
  });
});

describe("targetText", () => {
  it("keeps the time left of a paused target", () => {
    expect(targetText(paused(40), NOW)).toBe("Paused, 40m left");
  });
});

describe("sinceText", () => {
  it("counts hours and minutes up to two days, then days", () => {
    expect(sinceText(new Date(NOW.getTime() - 95 * 60_000), NOW)).toBe("1h 35m");
    expect(sinceText(hoursAgo(47), NOW)).toBe("47h");
    expect(sinceText(hoursAgo(72), NOW)).toBe("3d");
  });
});
