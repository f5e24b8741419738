import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { authState, PARTNER_USER } from "#web/test-support/auth-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { AuthContext } from "../auth/auth-context";
import { PartnerDealPage } from "./partner-deal-page";

const DEAL_ID = "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f";

const ACME = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  companyName: "Acme Solutions",
  contactName: "Alice Johnson",
  contactEmail: "partner@acme.example",
  status: "active" as const,
  tier: "gold" as const,
  commissionRate: 15,
  member: { userId: "member-alice", name: "Alice Johnson", role: "partner_admin" as const },
};

const renderPage = () =>
  renderWithQueryClient(
    <AuthContext.Provider value={authState({ user: PARTNER_USER })}>
      <MemoryRouter initialEntries={[`/partner/dashboard/deals/${DEAL_ID}`]}>
        <Routes>
          <Route path="/partner/dashboard/deals/:dealId" element={<PartnerDealPage />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );

describe("PartnerDealPage", () => {
  beforeEach(() => {
    // The header's bell: nothing unread, and no live stream (it polls instead).
    vi.mocked(client.notifications.unreadCount).mockResolvedValue({ unreadCount: 0 });
    vi.mocked(client.notifications.stream).mockRejectedValue(new Error("No stream in tests"));
    vi.mocked(client.partners.mine).mockResolvedValue(ACME);
  });
  afterEach(() => vi.resetAllMocks());

  it("shows the deal under the partner's header, its in-review status worded as on the dashboard, with a way back to My Deals", async () => {
    vi.mocked(client.deals.get).mockResolvedValue({
      deal: {
        id: DEAL_ID,
        partnerId: ACME.id,
        partnerCompanyName: ACME.companyName,
        partnerContactName: ACME.contactName,
        companyName: "Globex Corporation",
        contactPerson: "Hank Scorpio",
        dealValue: "48000.00",
        expectedCloseDate: null,
        description: null,
        hasProposal: false,
        status: "in_review",
        submittedAt: new Date("2026-11-02T10:00:00Z"),
        reviewedAt: new Date("2026-11-04T10:00:00Z"),
        submittedById: "member-dana",
        submittedByName: "Dana Whitfield",
        possibleDuplicate: false,
        coSellShare: null,
      },
      proposalName: null,
      history: [
        { status: "submitted", changedAt: new Date("2026-11-02T10:00:00Z"), byName: null, note: null },
        { status: "in_review", changedAt: new Date("2026-11-04T10:00:00Z"), byName: null, note: null },
      ],
      registration: {
        terms: null,
        protectionEndsAt: null,
        expiresAt: null,
        extensionsUsed: 0,
        extensionRequest: null,
        reviewDueAt: null,
        coSell: null,
      },
      payout: null,
    });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Globex Corporation" })).toBeInTheDocument();
    // The deal is the page's one h1; the partner's name heads the dashboard, not this page.
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Acme Solutions")).toBeInTheDocument();
    expect(screen.getAllByText("Under Review").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Back to My Deals" })).toHaveAttribute(
      "href",
      "/partner/dashboard?tab=deals",
    );
    expect(vi.mocked(client.deals.get).mock.calls[0]?.[0]).toEqual({ id: DEAL_ID });
    expect(document.title).toMatch(/^Globex Corporation · /);
  });
});
