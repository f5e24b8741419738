import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setDisplayPreferences } from "../../lib/format/display-preferences";
import { LocalDateTime } from "./local-date-time";

const MOMENT = new Date("2026-04-01T09:30:00.000Z");

describe("LocalDateTime", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    setDisplayPreferences({ timeZone: null, dateLocale: null });
  });

  it("shows the moment in the viewer's zone, naming it, with UTC on hover", () => {
    vi.stubEnv("TZ", "America/New_York");
    render(<LocalDateTime date={MOMENT} />);
    const time = screen.getByText("Apr 01, 2026, 05:30 EDT");
    expect(time).toHaveAttribute("datetime", "2026-04-01T09:30:00.000Z");
    expect(time).toHaveAttribute("title", "Apr 01, 2026, 09:30 UTC");
  });

  it("follows the viewer's day across midnight", () => {
    vi.stubEnv("TZ", "Asia/Tokyo");
    render(<LocalDateTime date={new Date("2026-04-01T20:15:00.000Z")} stacked />);
    const time = screen.getByTitle("Apr 01, 2026, 20:15 UTC");
    expect(time).toHaveTextContent("Apr 02, 2026");
    expect(time).toHaveTextContent("05:15 GMT+9");
  });

  it("uses the zone and date format the person chose in Preferences, redrawing when they change", () => {
    vi.stubEnv("TZ", "America/New_York");
    render(<LocalDateTime date={MOMENT} />);
    expect(screen.getByText("Apr 01, 2026, 05:30 EDT")).toBeInTheDocument();
    act(() => setDisplayPreferences({ timeZone: "Asia/Tokyo", dateLocale: null }));
    expect(screen.getByText("Apr 01, 2026, 18:30 GMT+9")).toBeInTheDocument();
    act(() => setDisplayPreferences({ timeZone: "Europe/London", dateLocale: "en-GB" }));
    expect(screen.getByText("1 Apr 2026, 10:30 GMT+1")).toBeInTheDocument();
  });
});
