import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_TIER_RULES } from "#shared/contracts/tiers";
import { PARTNER_TIER_LABELS } from "#shared/labels";
import { TierBadge } from "#web/domain/tier-badge";
import { TiersCard } from "#web/features/admin/programme/tiers-card";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { TierNamesProvider } from "./tier-names-provider";

const programme = vi.mocked(client.programme);
const RENAMED = { ...PARTNER_TIER_LABELS, gold: "Champion" };

describe("TierNamesProvider", () => {
  afterEach(() => vi.resetAllMocks());

  it("shows each tier by the programme's name for it", async () => {
    programme.tierNames.mockResolvedValue({ names: RENAMED });
    renderWithQueryClient(
      <TierNamesProvider>
        <TierBadge tier="gold" />
        <TierBadge tier="silver" />
      </TierNamesProvider>,
    );
    expect(await screen.findByText("Champion Partner")).toBeInTheDocument();
    expect(screen.getByText("Silver Partner")).toBeInTheDocument();
  });

  it("keeps the default names when the programme's cannot be read", async () => {
    programme.tierNames.mockRejectedValue(new Error("Server unreachable"));
    renderWithQueryClient(
      <TierNamesProvider>
        <TierBadge tier="gold" />
      </TierNamesProvider>,
    );
    expect(screen.getByText("Gold Partner")).toBeInTheDocument();
    await waitFor(() => expect(programme.tierNames).toHaveBeenCalled());
    expect(screen.getByText("Gold Partner")).toBeInTheDocument();
  });

  it("shows a tier renamed on the tiers card everywhere once it is saved", async () => {
    programme.tierNames.mockResolvedValue({ names: PARTNER_TIER_LABELS });
    programme.tiers.mockResolvedValue({
      tiers: DEFAULT_TIER_RULES.map((rule) => ({ ...rule, partners: 0 })),
      coming: [],
    });
    programme.tierCourses.mockResolvedValue([]);
    programme.updateTiers.mockImplementation(async ({ tiers }) => {
      programme.tierNames.mockResolvedValue({ names: RENAMED });
      return { tiers: tiers.map((rule) => ({ ...rule, partners: 0 })), coming: [] };
    });
    const { user } = renderWithQueryClient(
      <TierNamesProvider>
        <TiersCard editable />
      </TierNamesProvider>,
    );
    const name = within(await screen.findByRole("group", { name: "Gold" })).getByLabelText("Name");
    await user.clear(name);
    await user.type(name, "Champion");
    await user.click(screen.getByRole("button", { name: "Save Tiers" }));

    const renamed = await screen.findByRole("group", { name: "Champion" });
    expect(within(renamed).getByText("Champion Partner")).toBeInTheDocument();
    expect(within(renamed).getByLabelText("Name")).toHaveValue("Champion");
  });
});
