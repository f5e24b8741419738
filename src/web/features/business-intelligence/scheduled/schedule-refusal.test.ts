import { describe, expect, it } from "vitest";
import { scheduleRefusalOf } from "./schedule-refusal";

describe("a refused schedule's placement", () => {
  it("puts an input's issue at the field its path starts with", () => {
    expect(
      scheduleRefusalOf({
        status: 400,
        message: "Input validation failed",
        issues: [{ path: ["recipientAddresses", 1], message: "Please enter a valid email address." }],
      }),
    ).toEqual({
      status: 400,
      message: "Input validation failed",
      issues: [{ field: "recipientAddresses", message: "Please enter a valid email address." }],
    });
  });

  it("puts a service's refusal at the field data.field names", () => {
    const message = "ann@other.example cannot receive reports: only addresses at example.com can.";
    expect(scheduleRefusalOf({ status: 400, message, field: "recipientAddresses", issues: [] })).toEqual({
      status: 400,
      issues: [{ field: "recipientAddresses", message }],
    });
  });
});
