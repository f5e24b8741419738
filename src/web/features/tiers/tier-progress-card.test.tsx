import { ORPCError } from "@orpc/client";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TierProgress } from "#shared/contracts/tiers";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { TierProgressCard } from "./tier-progress-card";

const api = vi.mocked(client.programme);

/** A Bronze partner on the way to Silver, nothing pending; tests override what they check. */
const progress = (overrides: Partial<TierProgress> = {}): TierProgress => ({
  tier: "bronze",
  commissionRate: 10,
  ownCommissionRate: false,
  windowDays: 365,
  next: {
    tier: "silver",
    commissionRate: 12,
    requirements: [
      { key: "wonValue", current: 30_000, target: 50_000 },
      { key: "dealsWon", current: 1, target: 2 },
      { key: "certifiedMembers", current: 0, target: 1 },
    ],
  },
  demotion: null,
  override: null,
  ...overrides,
});

const bar = (name: string) => screen.getByRole("progressbar", { name });

describe("TierProgressCard", () => {
  afterEach(() => vi.resetAllMocks());

  it("shows the tier, the rate and each requirement of the next tier with its progress", async () => {
    api.tierProgress.mockResolvedValue(progress());
    renderWithQueryClient(<TierProgressCard />);
    expect(await screen.findByRole("heading", { level: 2, name: "Progress to Silver" })).toBeInTheDocument();
    expect(screen.getByText("Bronze Partner")).toBeInTheDocument();
    expect(screen.getByText(/Your rate:/)).toHaveTextContent("Your rate: 10%");

    const requirements = within(screen.getByRole("list", { name: "What Silver asks" })).getAllByRole(
      "listitem",
    );
    expect(requirements.map((item) => item.textContent)).toEqual([
      "Closed-won value in the last 365 days$30,000 of $50,000",
      "Deals won in the last 365 days1 of 2",
      "Certified members0 of 1",
    ]);
    expect(bar("Closed-won value in the last 365 days")).toHaveAttribute("aria-valuenow", "60");
    expect(bar("Closed-won value in the last 365 days")).toHaveAttribute(
      "aria-valuetext",
      "$30,000 of $50,000",
    );
    expect(bar("Deals won in the last 365 days")).toHaveAttribute("aria-valuenow", "50");
    expect(bar("Certified members")).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByText(/unlocks/)).toHaveTextContent(
      "Silver unlocks 12% commission on deals you close.",
    );
    expect(screen.queryByText(/Unless you meet/)).not.toBeInTheDocument();
  });

  it("says a met requirement is met, and that a partner's own rate stays", async () => {
    api.tierProgress.mockResolvedValue(
      progress({
        commissionRate: 18,
        ownCommissionRate: true,
        next: {
          tier: "silver",
          commissionRate: 12,
          requirements: [{ key: "dealsWon", current: 3, target: 2 }],
        },
      }),
    );
    renderWithQueryClient(<TierProgressCard />);
    expect(await screen.findByText(/Your rate:/)).toHaveTextContent("Your rate: 18%");
    expect(
      screen.getByText("This is a rate agreed with you, so it stays when your tier changes."),
    ).toBeVisible();
    expect(bar("Deals won in the last 365 days")).toHaveAttribute("aria-valuetext", "3 of 2, met");
    expect(bar("Deals won in the last 365 days")).toHaveAttribute("aria-valuenow", "100");
    expect(
      screen.getByText("You meet everything Silver asks: your tier moves up at its next check."),
    ).toBeVisible();
    expect(screen.queryByText(/unlocks/)).not.toBeInTheDocument();
  });

  it("says the top tier is reached at Platinum, with no requirements", async () => {
    api.tierProgress.mockResolvedValue(progress({ tier: "platinum", commissionRate: 20, next: null }));
    renderWithQueryClient(<TierProgressCard />);
    expect(await screen.findByRole("heading", { level: 2, name: "Top tier reached" })).toBeInTheDocument();
    expect(screen.getByText("Platinum is the programme's highest tier.")).toBeVisible();
    expect(screen.getByText("Platinum Partner")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("warns of a pending demotion with its date", async () => {
    api.tierProgress.mockResolvedValue(
      progress({
        tier: "gold",
        commissionRate: 15,
        next: {
          tier: "platinum",
          commissionRate: 20,
          requirements: [{ key: "dealsWon", current: 4, target: 12 }],
        },
        demotion: {
          tier: "silver",
          dueAt: new Date("2027-01-12T10:00:00Z"),
          requirements: [{ key: "wonValue", current: 120_000, target: 250_000 }],
        },
      }),
    );
    renderWithQueryClient(<TierProgressCard />);
    expect(
      await screen.findByText(
        "Unless you meet Gold's requirements by Jan 12, 2027, your tier moves to Silver.",
      ),
    ).toBeVisible();
    // What it takes to keep Gold, beside what Platinum asks.
    expect(screen.getByRole("list", { name: "What Gold asks" })).toHaveTextContent("$120,000 of $250,000");
  });

  it("says until when an override holds the tier: the last day staff chose", async () => {
    api.tierProgress.mockResolvedValue(
      progress({
        tier: "gold",
        override: { tier: "gold", endsAt: new Date("2027-01-13T00:00:00Z"), reason: "Launch partner" },
      }),
    );
    renderWithQueryClient(<TierProgressCard />);
    expect(await screen.findByText("Your tier is set to Gold until Jan 12, 2027.")).toBeVisible();
  });

  it("says when the tier could not be loaded and loads it again on Try Again", async () => {
    api.tierProgress.mockRejectedValueOnce(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    api.tierProgress.mockResolvedValue(progress());
    const { user } = renderWithQueryClient(<TierProgressCard />);
    expect(screen.getByRole("status", { name: "Loading your tier" })).toBeInTheDocument();
    expect(await screen.findByText("Could not load your tier.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Progress to Silver" })).toBeInTheDocument();
  });
});
