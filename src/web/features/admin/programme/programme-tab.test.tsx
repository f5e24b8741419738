import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PROGRAMME_SETTINGS } from "#shared/contracts/programme-settings";
import { DEFAULT_TIER_RULES } from "#shared/contracts/tiers";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { client, orpc } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { ProgrammeTab } from "./programme-tab";

const programme = vi.mocked(client.programme);

const renderTab = () =>
  renderWithQueryClient(
    <AuthorizationContext.Provider value={authorizationState(["admin"], ["manage_programme"])}>
      <ProgrammeTab />
    </AuthorizationContext.Provider>,
    { at: "/admin/programme" },
  );

describe("ProgrammeTab", () => {
  useRadixInJsdom();
  beforeEach(() => {
    programme.settings.mockResolvedValue({
      settings: DEFAULT_PROGRAMME_SETTINGS,
      updatedAt: null,
      updatedByName: null,
    });
    programme.tiers.mockResolvedValue({
      tiers: DEFAULT_TIER_RULES.map((rule) => ({ ...rule, partners: 0 })),
      coming: [],
    });
    programme.tierCourses.mockResolvedValue([]);
  });
  afterEach(() => vi.resetAllMocks());

  it("offers the conflict policy, each choice saying what it means, and saves the one chosen", async () => {
    programme.updateSettings.mockImplementation(async (settings) => ({
      settings,
      updatedAt: new Date("2026-11-20T10:00:00Z"),
      updatedByName: "Someone",
    }));
    const { user } = renderTab();
    const policy = within(await screen.findByRole("radiogroup", { name: "Conflict policy" }));
    const firstApproved = policy.getByRole("radio", { name: "First approved wins" });
    const coSelling = policy.getByRole("radio", { name: "Co-selling with a commission split" });
    expect(firstApproved).toBeChecked();
    expect(firstApproved).toHaveAccessibleDescription(
      "Another partner's approved deal protects its customer; a reviewer may override the protection.",
    );
    expect(coSelling).toHaveAccessibleDescription(
      "A reviewer may let both partners sell to the customer and split the commission between them.",
    );

    await user.click(coSelling);
    expect(coSelling).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Programme Settings Saved")).toBeInTheDocument();
    expect(programme.updateSettings.mock.calls[0]?.[0]).toEqual({
      ...DEFAULT_PROGRAMME_SETTINGS,
      conflictPolicy: "co_sell",
    });
    await waitFor(() => expect(coSelling).toBeChecked());
  });

  it("shows the saved policy checked", async () => {
    programme.settings.mockResolvedValue({
      settings: { ...DEFAULT_PROGRAMME_SETTINGS, conflictPolicy: "co_sell" },
      updatedAt: null,
      updatedByName: null,
    });
    renderTab();
    const policy = within(await screen.findByRole("radiogroup", { name: "Conflict policy" }));
    expect(policy.getByRole("radio", { name: "Co-selling with a commission split" })).toBeChecked();
    expect(policy.getByRole("radio", { name: "First approved wins" })).not.toBeChecked();
  });

  it("asks the onboarding stall threshold and reminders, and sends them with the rest", async () => {
    programme.updateSettings.mockImplementation(async (settings) => ({
      settings,
      updatedAt: new Date("2026-11-20T10:00:00Z"),
      updatedByName: "Someone",
    }));
    const { user, queryClient } = renderTab();
    // What the stall threshold decides, as the onboarding overview and the Partners tab keep them.
    const summaryKey = orpc.journey.summary.queryKey();
    const stalledKey = orpc.journey.stalled.queryKey({ input: { page: 1, pageSize: 25 } });
    const partnersKey = orpc.partners.list.queryKey({ input: { page: 1, pageSize: 25 } });
    const emptyPage = { items: [], total: 0, page: 1, pageSize: 25 };
    queryClient.setQueryData(summaryKey, {
      stallDays: 14,
      inProgress: 0,
      stalled: 0,
      completed: 0,
      averageDaysToFirstDeal: null,
      partnersWithFirstDeal: 0,
    });
    queryClient.setQueryData(stalledKey, emptyPage);
    // The partners list says it reads the journeys, as its hook does.
    queryClient.getQueryCache().build(queryClient, {
      queryKey: partnersKey,
      meta: { alsoReads: [orpc.journey.key()] },
    });
    queryClient.setQueryData(partnersKey, emptyPage);
    const group = within(await screen.findByRole("group", { name: "Onboarding" }));
    const threshold = group.getByRole("spinbutton", { name: "Stall threshold (days)" });
    const reminders = group.getByRole("checkbox", {
      name: "Remind stalled partners by mail (at most once a week)",
    });
    expect(threshold).toHaveValue(14);
    expect(reminders).toBeChecked();

    await user.clear(threshold);
    await user.type(threshold, "200");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await group.findByText("The stall threshold must be at most 180 days.")).toBeInTheDocument();
    expect(programme.updateSettings).not.toHaveBeenCalled();

    await user.clear(threshold);
    await user.type(threshold, "21");
    await user.click(reminders);
    expect(reminders).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Programme Settings Saved")).toBeInTheDocument();
    expect(programme.updateSettings.mock.calls[0]?.[0]).toEqual({
      ...DEFAULT_PROGRAMME_SETTINGS,
      journeyStallDays: 21,
      journeyReminders: false,
    });
    // A new threshold changes who counts as stalled: the journey figures and the partners' onboarding refetch.
    for (const key of [summaryKey, stalledKey, partnersKey])
      await waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true));
  });
});
