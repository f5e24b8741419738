import { describe, expect, it } from "vitest";
import { healthBand } from "./health-score";

describe("healthBand", () => {
  it.each([
    [100, "green"],
    [80, "green"],
    [79, "yellow"],
    [60, "yellow"],
    [59, "red"],
    [0, "red"],
  ] as const)("puts %i in the %s band", (score, band) => {
    expect(healthBand(score)).toBe(band);
  });
});
