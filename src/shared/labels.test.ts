import { describe, expect, it } from "vitest";
import * as enums from "./enums";
import { DEAL_STATUS_LABELS, ENUM_LABELS, labelOf } from "./labels";

const valueLists = Object.entries(enums as Record<string, unknown>).filter(
  (entry): entry is [string, readonly string[]] => Array.isArray(entry[1]),
);

describe("labels", () => {
  it("has labels for every value list of the enumerations", () => {
    expect(valueLists.length).toBeGreaterThan(10);
    expect(Object.keys(ENUM_LABELS).sort()).toEqual(valueLists.map(([name]) => name).sort());
  });

  it.each(valueLists)("names every value of %s in words, never as its code", (name, values) => {
    const labels: Record<string, string> = ENUM_LABELS[name as keyof typeof ENUM_LABELS];
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const value of values) {
      expect(labels[value]).toMatch(/^[A-Z0-9]/);
      expect(labels[value]).not.toContain("_");
    }
  });

  it("labels a known value and words an unknown one", () => {
    expect(labelOf(DEAL_STATUS_LABELS, "closed_won")).toBe("Closed Won");
    expect(labelOf(DEAL_STATUS_LABELS, "on_hold")).toBe("On hold");
    expect(labelOf(DEAL_STATUS_LABELS, "toString")).toBe("ToString");
  });
});
