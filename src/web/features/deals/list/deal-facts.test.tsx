import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setDisplayPreferences } from "#web/lib/format/display-preferences";
import { DealFacts } from "./deal-facts";
import type { DealSummary } from "./deal-summary";

const DEAL: DealSummary = {
  id: "00000000-0000-4000-8000-000000000001",
  partnerId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  partnerCompanyName: "Acme Solutions",
  partnerContactName: "Alice Johnson",
  companyName: "Customer 1",
  contactPerson: "Dana Buyer",
  dealValue: "12345",
  expectedCloseDate: "2027-03-05",
  description: null,
  hasProposal: false,
  status: "approved",
  // Late evening in New York, already the next morning in Tokyo.
  submittedAt: new Date("2026-04-01T23:30:00Z"),
  reviewedAt: new Date("2026-04-02T23:30:00Z"),
  submittedById: "member-dana",
  submittedByName: "Dana Whitfield",
  possibleDuplicate: false,
  coSellShare: null,
};

const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe("DealFacts", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    setDisplayPreferences({ timeZone: null, dateLocale: null });
  });

  it("dates the deal's moments in the zone the person chose, and its expected close as the day it is", () => {
    vi.stubEnv("TZ", "America/New_York");
    render(<DealFacts deal={DEAL} showPartner={false} />);
    expect(fact("Submitted")).toBe("Apr 01, 2026");
    expect(fact("Reviewed")).toBe("Apr 02, 2026");
    act(() => setDisplayPreferences({ timeZone: "Asia/Tokyo", dateLocale: null }));
    expect(fact("Submitted")).toBe("Apr 02, 2026");
    expect(fact("Reviewed")).toBe("Apr 03, 2026");
    expect(fact("Expected close")).toBe("Mar 05, 2027");
  });

  it("shows the expected close as the calendar day it is, west of UTC too, in the chosen date format", () => {
    vi.stubEnv("TZ", "America/Los_Angeles");
    render(<DealFacts deal={{ ...DEAL, expectedCloseDate: "2026-12-01" }} showPartner={false} />);
    expect(fact("Expected close")).toBe("Dec 01, 2026");
    act(() => setDisplayPreferences({ timeZone: "America/Los_Angeles", dateLocale: "en-GB" }));
    expect(fact("Expected close")).toBe("1 Dec 2026");
    expect(fact("Submitted")).toBe("1 Apr 2026");
  });

  it("names the member who registered the deal, and nobody when the account is gone", () => {
    const { unmount } = render(<DealFacts deal={DEAL} showPartner={false} />);
    expect(fact("Submitted by")).toBe("Dana Whitfield");
    unmount();
    render(<DealFacts deal={{ ...DEAL, submittedById: null, submittedByName: null }} showPartner={false} />);
    expect(screen.queryByText("Submitted by")).toBeNull();
  });
});
