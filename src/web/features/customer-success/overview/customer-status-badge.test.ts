import { describe, expect, it } from "vitest";
import { customerStatusLook } from "./customer-status-badge";

describe("customerStatusLook", () => {
  it.each([
    ["healthy", "Healthy"],
    ["at_risk", "At Risk"],
    ["churned", "Churned"],
  ])("labels %s as %s", (status, label) => {
    expect(customerStatusLook(status).label).toBe(label);
  });

  it.each(["", "onboarding", "HEALTHY", "constructor"])("labels %j as Unknown", (status) => {
    expect(customerStatusLook(status).label).toBe("Unknown");
  });
});
