import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TierProgress } from "#shared/contracts/tiers";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { PartnerTierSection } from "./partner-tier-section";

const api = vi.mocked(client.programme);
const PARTNER_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

/** Acme at Gold on the way to Platinum, nothing pending; tests override what they check. */
const progress = (overrides: Partial<TierProgress> = {}): TierProgress => ({
  tier: "gold",
  commissionRate: 15,
  ownCommissionRate: false,
  windowDays: 365,
  next: {
    tier: "platinum",
    commissionRate: 20,
    requirements: [
      { key: "wonValue", current: 400_000, target: 1_000_000 },
      { key: "dealsWon", current: 6, target: 12 },
    ],
  },
  demotion: null,
  override: null,
  ...overrides,
});

const OVERRIDE = {
  tier: "platinum" as const,
  endsAt: new Date("2027-01-13T00:00:00Z"),
  reason: "Launch partner",
};

const renderSection = (active = true) =>
  renderWithQueryClient(
    <PartnerTierSection partnerId={PARTNER_ID} companyName="Acme Solutions" active={active} />,
  );

async function openOverride(user: ReturnType<typeof renderSection>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Override Tier of Acme Solutions" }));
  return within(await screen.findByRole("dialog", { name: "Override the tier of Acme Solutions" }));
}

describe("PartnerTierSection", () => {
  useRadixInJsdom();
  beforeEach(() => api.partnerTier.mockResolvedValue(progress()));
  afterEach(() => vi.resetAllMocks());

  it("shows the partner's tier, rate and progress to the next tier", async () => {
    renderSection();
    expect(await screen.findByText("Gold Partner")).toBeInTheDocument();
    expect(api.partnerTier).toHaveBeenCalledWith({ partnerId: PARTNER_ID }, expect.anything());
    expect(screen.getByText("Progress to Platinum")).toBeVisible();
    expect(
      screen.getByRole("progressbar", { name: "Closed-won value in the last 365 days" }),
    ).toHaveAttribute("aria-valuetext", "$400,000 of $1,000,000");
    expect(screen.getByRole("progressbar", { name: "Deals won in the last 365 days" })).toHaveAttribute(
      "aria-valuetext",
      "6 of 12",
    );
    expect(screen.queryByRole("button", { name: "End Override" })).not.toBeInTheDocument();
  });

  it("says when a demotion is due", async () => {
    api.partnerTier.mockResolvedValue(
      progress({ demotion: { tier: "silver", dueAt: new Date("2027-01-12T10:00:00Z"), requirements: [] } }),
    );
    renderSection();
    expect(
      await screen.findByText(
        "Moves to Silver on Jan 12, 2027 unless it meets Gold's requirements again by then.",
      ),
    ).toBeVisible();
  });

  it("overrides the tier until a day with a reason, and says so", async () => {
    api.setTierOverride.mockResolvedValue(progress({ tier: "platinum", override: OVERRIDE }));
    const { user } = renderSection();
    const dialog = await openOverride(user);
    await user.click(dialog.getByRole("combobox", { name: /^Tier/ }));
    await user.click(await screen.findByRole("option", { name: "Platinum" }));
    await user.type(dialog.getByLabelText(/^Reason/), "Launch partner");
    await user.type(dialog.getByLabelText(/^Ends on/), "2027-01-12");
    await user.click(dialog.getByRole("button", { name: "Override Tier" }));

    expect(await screen.findByText("Tier Overridden")).toBeInTheDocument();
    expect(screen.getByText("Acme Solutions is Platinum until Jan 12, 2027.")).toBeInTheDocument();
    expect(api.setTierOverride.mock.calls[0]?.[0]).toEqual({
      partnerId: PARTNER_ID,
      tier: "platinum",
      reason: "Launch partner",
      endsOn: "2027-01-12",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("asks for a reason and a day before sending", async () => {
    const { user } = renderSection();
    const dialog = await openOverride(user);
    await user.click(dialog.getByRole("button", { name: "Override Tier" }));
    await waitFor(() => expect(dialog.getByLabelText(/^Reason/)).toHaveAttribute("aria-invalid", "true"));
    expect(dialog.getByLabelText(/^Ends on/)).toHaveAttribute("aria-invalid", "true");
    expect(dialog.getByText("Please choose the date the override ends.")).toBeVisible();
    expect(api.setTierOverride).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the day at that field", async () => {
    api.setTierOverride.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message: "The override must end after today and within three years.",
        data: { field: "endsOn" },
      }),
    );
    const { user } = renderSection();
    const dialog = await openOverride(user);
    await user.type(dialog.getByLabelText(/^Reason/), "Launch partner");
    await user.type(dialog.getByLabelText(/^Ends on/), "2031-01-12");
    await user.click(dialog.getByRole("button", { name: "Override Tier" }));

    expect(await screen.findByText("Tier Not Overridden")).toBeInTheDocument();
    const endsOn = dialog.getByLabelText(/^Ends on/);
    await waitFor(() => expect(endsOn).toHaveAttribute("aria-invalid", "true"));
    expect(endsOn).toHaveAccessibleDescription(
      expect.stringContaining("The override must end after today and within three years."),
    );
    expect(api.setTierOverride.mock.calls[0]?.[0]).toMatchObject({ tier: "gold", endsOn: "2031-01-12" });
  });

  it("shows an override with its reason, and ends it after asking", async () => {
    api.partnerTier.mockResolvedValue(progress({ tier: "platinum", override: OVERRIDE, next: null }));
    api.clearTierOverride.mockResolvedValue(progress());
    const { user } = renderSection();
    expect(await screen.findByText("Set to Platinum until Jan 12, 2027: Launch partner")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "End Override" }));
    const asking = within(
      await screen.findByRole("alertdialog", { name: "End the override of Acme Solutions?" }),
    );
    await user.click(asking.getByRole("button", { name: "End Override" }));
    expect(await screen.findByText("Override Ended")).toBeInTheDocument();
    expect(screen.getByText("Acme Solutions is Gold, the tier its figures earn.")).toBeInTheDocument();
    expect(api.clearTierOverride.mock.calls[0]?.[0]).toEqual({ partnerId: PARTNER_ID });
  });

  it("offers no override for a partner that is not active", async () => {
    renderSection(false);
    expect(await screen.findByText("Only an active partner's tier can be overridden.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Override/ })).not.toBeInTheDocument();
  });
});
