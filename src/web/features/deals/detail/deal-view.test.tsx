import { ORPCError } from "@orpc/client";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import type { getDealOutput } from "#shared/contracts/deals";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { DealView } from "./deal-view";

const api = vi.mocked(client.deals);

const DEAL_ID = "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f";
const OTHER_DEAL_ID = "9d3e2a1b-4c5d-4e6f-8a7b-1c2d3e4f5a6b";
const BACK = { to: "/partner-portal/deals", label: "Back to My Deals" };

function detail(overrides: Partial<z.infer<typeof getDealOutput>> = {}): z.infer<typeof getDealOutput> {
  return {
    deal: {
      id: DEAL_ID,
      partnerId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
      partnerCompanyName: "Acme Solutions",
      partnerContactName: "Alice Johnson",
      companyName: "Globex Corporation",
      contactPerson: "Hank Scorpio",
      dealValue: "48000.00",
      expectedCloseDate: "2027-03-05",
      description: "Two hundred seats.",
      hasProposal: true,
      status: "closed_won",
      submittedAt: new Date("2026-11-02T10:00:00Z"),
      reviewedAt: new Date("2026-11-04T10:00:00Z"),
      submittedById: "member-dana",
      submittedByName: "Dana Whitfield",
      possibleDuplicate: false,
      coSellShare: null,
    },
    proposalName: "Globex plan (final).pdf",
    history: [
      { status: "submitted", changedAt: new Date("2026-11-02T10:00:00Z"), byName: null, note: null },
      { status: "in_review", changedAt: new Date("2026-11-04T10:00:00Z"), byName: null, note: null },
      { status: "approved", changedAt: new Date("2026-11-10T10:00:00Z"), byName: null, note: null },
      { status: "closed_won", changedAt: null, byName: null, note: null },
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
    payout: {
      id: "0b6f1a52-6a8e-4f3a-9a61-3f1e1c9b2a01",
      commissionRate: "12.50",
      commissionShare: "100.00",
      commissionAmount: "6000.00",
      status: "paid",
      createdAt: new Date("2026-11-20T10:00:00Z"),
      paidAt: new Date("2026-11-25T00:00:00Z"),
      paymentReference: "TRX-77",
    },
    ...overrides,
  };
}

const renderView = (
  props: { isAdmin?: boolean; wording?: "portal" | "dashboard"; titleLevel?: 1 | 2 } = {},
) =>
  renderWithQueryClient(
    <DealView
      dealId={DEAL_ID}
      isAdmin={props.isAdmin ?? false}
      wording={props.wording ?? "portal"}
      back={BACK}
      titleLevel={props.titleLevel ?? 1}
      dealHref={(id) => `/partner-portal/deals/${id}`}
    />,
    { at: `/partner-portal/deals/${DEAL_ID}` },
  );

const part = (name: string) => within(screen.getByRole("region", { name }));

describe("DealView", () => {
  afterEach(() => vi.resetAllMocks());

  it("shows the deal, how its status moved, its proposal by name and its commission", async () => {
    api.get.mockResolvedValue(detail());
    renderView({ wording: "dashboard" });
    expect(await screen.findByRole("heading", { level: 1, name: "Globex Corporation" })).toBeInTheDocument();
    expect(api.get.mock.calls[0]?.[0]).toEqual({ id: DEAL_ID });
    expect(screen.getByRole("link", { name: "Back to My Deals" })).toHaveAttribute("href", BACK.to);
    expect(part("Deal").getByText("$48,000.00")).toBeInTheDocument();
    expect(part("Deal").getByText("Hank Scorpio")).toBeInTheDocument();
    expect(part("Deal").getByText("Two hundred seats.")).toBeInTheDocument();

    const steps = within(screen.getByRole("list", { name: "Status history" })).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "SubmittedNov 02, 2026",
      "Under ReviewNov 04, 2026",
      "ApprovedNov 10, 2026",
      "Closed WonDate not recorded",
    ]);

    expect(part("Proposal").getByText("Globex plan (final).pdf")).toBeInTheDocument();
    expect(part("Proposal").getByRole("button", { name: "Download Globex plan (final).pdf" })).toBeEnabled();
    expect(part("Commission").getByText("$6,000.00")).toBeInTheDocument();
    expect(part("Commission").getByText("12.5% of $48,000.00")).toBeInTheDocument();
    expect(part("Commission").getByText("Paid Nov 25, 2026 (TRX-77)")).toBeInTheDocument();
    // A partner is not offered the review moves.
    expect(screen.queryByRole("button", { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it("says when there is no proposal or payout yet, and offers administrators the review moves", async () => {
    const submitted = detail();
    api.get.mockResolvedValue(
      detail({
        deal: { ...submitted.deal, status: "submitted", hasProposal: false, reviewedAt: null },
        proposalName: null,
        history: [
          { status: "submitted", changedAt: new Date("2026-11-02T10:00:00Z"), byName: null, note: null },
        ],
        payout: null,
      }),
    );
    // In the Partner Portal's Deals tab, under the screen's own h1.
    renderView({ isAdmin: true, titleLevel: 2 });
    expect(await screen.findByText("Registered by Acme Solutions on Nov 02, 2026")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Globex Corporation" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Proposal" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    expect(part("Proposal").getByText("No proposal attached.")).toBeInTheDocument();
    expect(
      part("Commission").getByText("Commission appears here when the deal is marked closed won."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve: Globex Corporation" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark In Review: Globex Corporation" })).toBeInTheDocument();
  });

  it("shows staff whom a co-sold deal is sold with, linked, and its partner's share of the commission", async () => {
    const won = detail();
    api.get.mockResolvedValue(
      detail({
        registration: {
          ...won.registration,
          coSell: { share: "40.00", dealId: OTHER_DEAL_ID, partnerCompanyName: "Globex Systems" },
        },
        payout: won.payout && { ...won.payout, commissionShare: "40.00", commissionAmount: "2400.00" },
      }),
    );
    renderView({ isAdmin: true });
    await screen.findByRole("heading", { level: 1, name: "Globex Corporation" });
    expect(part("Registration").getByText("Co-selling")).toBeInTheDocument();
    expect(part("Registration").getByText("Co-sold with")).toHaveTextContent("Co-sold with Globex Systems");
    expect(part("Registration").getByRole("link", { name: "Globex Systems" })).toHaveAttribute(
      "href",
      `/partner-portal/deals/${OTHER_DEAL_ID}`,
    );
    expect(part("Registration").getByText("40% of the commission for Acme Solutions")).toBeInTheDocument();
    expect(part("Commission").getByText("12.5% of $48,000.00 · 40% share")).toBeInTheDocument();
  });

  it("tells a partner its share of a co-sold deal's commission without naming the other partner", async () => {
    const won = detail();
    api.get.mockResolvedValue(
      detail({
        registration: {
          ...won.registration,
          coSell: { share: "33.50", dealId: null, partnerCompanyName: null },
        },
      }),
    );
    renderView();
    await screen.findByRole("heading", { level: 1, name: "Globex Corporation" });
    expect(part("Registration").getByText("Co-sold with another partner")).toBeInTheDocument();
    expect(part("Registration").getByText("Your share of the commission: 33.5%")).toBeInTheDocument();
    expect(part("Registration").queryByRole("link")).not.toBeInTheDocument();
  });

  it.each([
    [404, "NOT_FOUND"],
    [400, "BAD_REQUEST"],
  ] as const)(
    "says Not found with the way back to the list for a %s, and asks once",
    async (status, code) => {
      api.get.mockRejectedValue(new ORPCError(code, { status, message: "No such deal." }));
      renderView();
      expect(await screen.findByRole("heading", { level: 1, name: "Not found" })).toBeInTheDocument();
      expect(
        screen.getByText(
          "There is no deal at this address. It may have been removed, or the address is mistyped.",
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Back to My Deals" })).toHaveAttribute("href", BACK.to);
      expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
      expect(api.get).toHaveBeenCalledTimes(1);
    },
  );

  it("offers Try Again when the deal could not be loaded for another reason", async () => {
    api.get.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    renderView();
    expect(await screen.findByText("Could not load the deal.", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
