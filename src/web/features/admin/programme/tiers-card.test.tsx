import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_TIER_RULES } from "#shared/contracts/tiers";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { TierChangesCard } from "./tier-changes-card";
import { TiersCard } from "./tiers-card";

const programme = vi.mocked(client.programme);

const ONBOARDING = "5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e01";
const SELLING = "5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e02";
const ACME = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

/** The default tiers with a few partners in each, and the changes coming. */
const tiersAnswer = (coming: Awaited<ReturnType<typeof client.programme.tiers>>["coming"] = []) => ({
  tiers: DEFAULT_TIER_RULES.map((rule, index) => ({ ...rule, partners: [7, 3, 2, 0][index] ?? 0 })),
  coming,
});

const tier = (name: string) => within(screen.getByRole("group", { name }));

describe("TiersCard", () => {
  useRadixInJsdom();
  beforeEach(() => {
    programme.tiers.mockResolvedValue(tiersAnswer());
    programme.tierCourses.mockResolvedValue([
      { id: ONBOARDING, title: "Partner Onboarding" },
      { id: SELLING, title: "Selling the Platform" },
    ]);
  });
  afterEach(() => vi.resetAllMocks());

  it("lists the four tiers with their rate, requirements, courses and active partners; Bronze asks nothing", async () => {
    renderWithQueryClient(<TiersCard editable />);
    expect(screen.getByRole("heading", { level: 2, name: "Partner tiers" })).toBeInTheDocument();
    await screen.findByRole("group", { name: "Bronze" });
    expect(screen.getAllByRole("group")).toHaveLength(4);
    expect(tier("Silver").getByLabelText("Name")).toHaveValue("Silver");
    expect(tier("Silver").getByLabelText("Commission rate (%)")).toHaveValue(12);
    expect(tier("Silver").getByLabelText("Closed-won value (USD)")).toHaveValue(50_000);
    expect(tier("Gold").getByLabelText("Deals won")).toHaveValue(5);
    expect(tier("Platinum").getByLabelText("Certified members")).toHaveValue(4);
    expect(tier("Silver").getByRole("button", { name: "Courses Any course" })).toBeInTheDocument();
    expect(tier("Bronze").getByText("7")).toBeInTheDocument();
    expect(tier("Gold").getByText("2")).toBeInTheDocument();
    for (const label of ["Closed-won value (USD)", "Deals won", "Certified members"]) {
      expect(tier("Bronze").getByLabelText(label)).toHaveAttribute("readonly");
      expect(tier("Bronze").getByLabelText(label)).toHaveValue(0);
    }
    expect(tier("Bronze").getByLabelText("Commission rate (%)")).not.toHaveAttribute("readonly");
  });

  it("saves the tiers with the courses chosen from the published partner courses", async () => {
    programme.updateTiers.mockImplementation(async ({ tiers }) => ({
      tiers: tiers.map((rule) => ({ ...rule, partners: 0 })),
      coming: [],
    }));
    const { user } = renderWithQueryClient(<TiersCard editable />);
    await screen.findByRole("group", { name: "Silver" });
    const deals = tier("Silver").getByLabelText("Deals won");
    await user.clear(deals);
    await user.type(deals, "3");

    await user.click(tier("Gold").getByRole("button", { name: "Courses Any course" }));
    const list = await screen.findByRole("list", { name: "Courses for Gold" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Partner Onboarding", "Selling the Platform"]);
    await user.click(within(list).getByLabelText("Partner Onboarding"));
    await user.keyboard("{Escape}");
    expect(tier("Gold").getByRole("button", { name: "Courses Partner Onboarding" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save Tiers" }));
    expect(await screen.findByText("Partner Tiers Saved")).toBeInTheDocument();
    const sent = programme.updateTiers.mock.calls[0]?.[0];
    expect(sent?.tiers.map((rule) => rule.tier)).toEqual(["bronze", "silver", "gold", "platinum"]);
    expect(sent?.tiers[1]).toEqual({ ...DEFAULT_TIER_RULES[1], minDealsWon: 3 });
    expect(sent?.tiers[2]).toEqual({ ...DEFAULT_TIER_RULES[2], courseIds: [ONBOARDING] });
  });

  it("renames a tier and sends its new name, trimmed", async () => {
    programme.updateTiers.mockImplementation(async ({ tiers }) => ({
      tiers: tiers.map((rule) => ({ ...rule, partners: 0 })),
      coming: [],
    }));
    const { user } = renderWithQueryClient(<TiersCard editable />);
    await screen.findByRole("group", { name: "Gold" });
    const name = tier("Gold").getByLabelText("Name");
    await user.clear(name);
    await user.type(name, " Champion ");
    await user.click(screen.getByRole("button", { name: "Save Tiers" }));
    expect(await screen.findByText("Partner Tiers Saved")).toBeInTheDocument();
    expect(programme.updateTiers.mock.calls[0]?.[0].tiers[2]).toEqual({
      ...DEFAULT_TIER_RULES[2],
      name: "Champion",
    });
  });

  it("refuses a name another tier has, whatever its case, without sending, at the field", async () => {
    const { user } = renderWithQueryClient(<TiersCard editable />);
    await screen.findByRole("group", { name: "Platinum" });
    const name = tier("Platinum").getByLabelText("Name");
    await user.clear(name);
    await user.type(name, "GOLD");
    await user.click(screen.getByRole("button", { name: "Save Tiers" }));
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveAccessibleDescription("Each tier needs a name of its own.");
    expect(tier("Gold").getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(programme.updateTiers).not.toHaveBeenCalled();
  });

  it("refuses a tier asking less than the one below it without sending, at the field", async () => {
    const { user } = renderWithQueryClient(<TiersCard editable />);
    await screen.findByRole("group", { name: "Platinum" });
    const deals = tier("Platinum").getByLabelText("Deals won");
    await user.clear(deals);
    await user.type(deals, "1");
    await user.click(screen.getByRole("button", { name: "Save Tiers" }));
    await waitFor(() => expect(deals).toHaveAttribute("aria-invalid", "true"));
    expect(deals).toHaveAccessibleDescription("Platinum must ask at least what Gold asks.");
    expect(programme.updateTiers).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a tier's value at that field, and clears it once a save works", async () => {
    programme.updateTiers.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message: "Input validation failed",
        data: {
          issues: [
            { path: ["tiers", 2, "minDealsWon"], message: "Gold must ask at least what Silver asks." },
          ],
        },
      }),
    );
    const { user } = renderWithQueryClient(<TiersCard editable />);
    await screen.findByRole("group", { name: "Gold" });
    await user.click(screen.getByRole("button", { name: "Save Tiers" }));
    expect(await screen.findByText("Partner Tiers Not Saved")).toBeInTheDocument();
    const deals = tier("Gold").getByLabelText("Deals won");
    await waitFor(() => expect(deals).toHaveAttribute("aria-invalid", "true"));
    expect(deals).toHaveAccessibleDescription("Gold must ask at least what Silver asks.");
    await waitFor(() => expect(deals).toHaveFocus());

    // Saved on the next try: the failure goes.
    programme.updateTiers.mockResolvedValue(tiersAnswer());
    await user.click(screen.getByRole("button", { name: "Save Tiers" }));
    expect(await screen.findByText("Partner Tiers Saved")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Partner Tiers Not Saved")).not.toBeInTheDocument());
    expect(deals).not.toHaveAttribute("aria-invalid");
  });

  it("shows a refused course at the tier's courses, not beside the button", async () => {
    programme.updateTiers.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message: "Please choose courses partners can take.",
        data: { field: "tiers.1.courseIds" },
      }),
    );
    const { user } = renderWithQueryClient(<TiersCard editable />);
    await screen.findByRole("group", { name: "Silver" });
    await user.click(screen.getByRole("button", { name: "Save Tiers" }));
    const courses = await tier("Silver").findByRole("button", { name: "Courses Any course" });
    await waitFor(() => expect(courses).toHaveAttribute("aria-invalid", "true"));
    expect(courses).toHaveAccessibleDescription("Please choose courses partners can take.");
    expect(screen.getByRole("form", { name: "Partner tiers" }).querySelector("[role='alert']")).toBeNull();
  });

  it("shows the tiers read-only to someone who may not change them", async () => {
    renderWithQueryClient(<TiersCard editable={false} />);
    await screen.findByRole("group", { name: "Gold" });
    expect(tier("Gold").getByLabelText("Commission rate (%)")).toHaveAttribute("readonly");
    expect(tier("Gold").getByLabelText("Name")).toHaveAttribute("readonly");
    expect(tier("Gold").getByText("Any course")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save Tiers" })).not.toBeInTheDocument();
    expect(screen.getByText("Only holders of manage_programme change the tiers.")).toBeVisible();
  });
});

describe("TierChangesCard", () => {
  afterEach(() => vi.resetAllMocks());

  it("lists the demotions and overrides ending, each partner linking to its details", async () => {
    programme.tiers.mockResolvedValue(
      tiersAnswer([
        {
          partnerId: ACME,
          companyName: "Acme Solutions",
          kind: "demotion",
          from: "gold",
          to: "silver",
          at: new Date("2027-01-12T10:00:00Z"),
        },
        {
          partnerId: ACME,
          companyName: "Acme Solutions",
          kind: "override_ends",
          from: "gold",
          to: null,
          at: new Date("2027-01-13T00:00:00Z"),
        },
      ]),
    );
    renderWithQueryClient(<TierChangesCard />, { at: "/admin/programme" });
    const items = within(await screen.findByRole("list", { name: "Tier changes coming" })).getAllByRole(
      "listitem",
    );
    expect(items.map((item) => item.textContent)).toEqual([
      "Acme SolutionsGold → Silver on Jan 12, 2027",
      "Acme SolutionsOverride to Gold ends Jan 12, 2027",
    ]);
    expect(within(items[0] as HTMLElement).getByRole("link", { name: "Acme Solutions" })).toHaveAttribute(
      "href",
      `/partner-portal/partners/${ACME}`,
    );
  });

  it("says when no tier changes are coming", async () => {
    programme.tiers.mockResolvedValue(tiersAnswer());
    renderWithQueryClient(<TierChangesCard />, { at: "/admin/programme" });
    expect(await screen.findByText("No tier changes are coming.")).toBeVisible();
  });
});
