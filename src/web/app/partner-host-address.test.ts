import { describe, expect, it, vi } from "vitest";

// The partner host's table of addresses: the page says it was served by a partner host.
vi.mock("./host-kind", () => ({ hostKind: "partner" }));
const { partnerHostAddressOf } = await import("./partner-host-address");

describe("internal-host addresses on a partner host", () => {
  it.each([
    ["/partner-portal", "/dashboard"],
    ["/partner-portal/dashboard", "/dashboard"],
    ["/partner-portal/submit-deal", "/dashboard?tab=submit-deal"],
    ["/partner-portal/deals", "/dashboard?tab=deals"],
    [
      "/partner-portal/deals/5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f",
      "/dashboard/deals/5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f",
    ],
    ["/partner-portal/performance", "/dashboard?tab=performance"],
    ["/partner-portal/certifications", "/dashboard?tab=learning"],
    ["/partner-portal/resources", "/dashboard?tab=resources"],
    ["/partner-portal/applications/abc", "/dashboard"],
    ["/partner-portal/partners", "/dashboard"],
    ["/lms", "/dashboard?tab=learning"],
    ["/lms/my-learning", "/dashboard?tab=learning"],
    ["/lms/certifications", "/dashboard?tab=learning"],
    [
      "/lms/courses/3f0e6d0a-1b2c-4d5e-8f90-a1b2c3d4e5f6",
      "/dashboard/courses/3f0e6d0a-1b2c-4d5e-8f90-a1b2c3d4e5f6",
    ],
  ])("lead %s to %s", (from, to) => {
    expect(partnerHostAddressOf(from)).toBe(to);
  });

  it("leave other addresses to the not-found page", () => {
    expect(partnerHostAddressOf("/admin")).toBeUndefined();
    expect(partnerHostAddressOf("/partner-portal-old")).toBeUndefined();
  });
});
