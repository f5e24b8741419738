import { describe, expect, it } from "vitest";
import { ACTIVITY_STATUSES, activityStatusStyle, UNKNOWN_STATUS_STYLE } from "./activity-status";

describe("activityStatusStyle", () => {
  it("gives each known status its own colour", () => {
    expect(activityStatusStyle("urgent")).toContain("red");
    expect(activityStatusStyle("completed")).toContain("green");
    expect(activityStatusStyle("success")).toContain("blue");
    expect(activityStatusStyle("info")).toContain("amber");
    const styles = new Set(ACTIVITY_STATUSES.map(activityStatusStyle));
    expect(styles.size).toBe(ACTIVITY_STATUSES.length);
    expect(styles.has(UNKNOWN_STATUS_STYLE)).toBe(false);
  });

  it.each(["pending", "", "URGENT", "toString", "constructor"])("shows %j in grey", (status) => {
    expect(activityStatusStyle(status)).toBe(UNKNOWN_STATUS_STYLE);
    expect(UNKNOWN_STATUS_STYLE).toContain("slate");
  });
});
