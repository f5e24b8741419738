import { describe, expect, it } from "vitest";
import { defaultPartnerPortalTab, partnerPortalTabs } from "./partner-portal-tabs";

describe("partner portal tabs", () => {
  it("gives partners their dashboard and own deals (their admins the team too), admins applications and partners, all Performance", () => {
    expect(partnerPortalTabs("partner").map((tab) => tab.label)).toEqual([
      "My Dashboard",
      "Submit Deal",
      "My Deals",
      "Performance",
      "Certifications",
      "Resources",
    ]);
    expect(partnerPortalTabs("partner-admin").map((tab) => tab.label)).toEqual([
      "My Dashboard",
      "Submit Deal",
      "My Deals",
      "Performance",
      "Certifications",
      "Resources",
      "Team",
    ]);
    expect(partnerPortalTabs("admin").map((tab) => tab.label)).toEqual([
      "Submit Deal",
      "All Deals",
      "Performance",
      "Applications",
      "Partners",
      "Certifications",
      "Resources",
    ]);
  });

  it("opens deals for admins and the dashboard for partners", () => {
    expect(defaultPartnerPortalTab("admin")).toBe("deals");
    expect(defaultPartnerPortalTab("partner")).toBe("dashboard");
  });
});
