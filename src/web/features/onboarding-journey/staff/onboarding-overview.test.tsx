import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JourneySummary, StalledPartner } from "#shared/contracts/onboarding-journey";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { PARTNER_ID } from "../journey-fixtures";
import { OnboardingOverview } from "./onboarding-overview";

const journey = vi.mocked(client.journey);

const summary = (overrides: Partial<JourneySummary> = {}): JourneySummary => ({
  stallDays: 14,
  inProgress: 7,
  stalled: 2,
  completed: 11,
  averageDaysToFirstDeal: 23.46,
  partnersWithFirstDeal: 9,
  ...overrides,
});

const stalled = (overrides: Partial<StalledPartner> = {}): StalledPartner => ({
  partnerId: PARTNER_ID,
  companyName: "Acme Solutions",
  stepTitle: "Complete your profile",
  movedAt: new Date("2026-03-01T12:00:00Z"),
  daysStalled: 31,
  done: 1,
  total: 5,
  remindedAt: new Date("2026-03-24T12:00:00Z"),
  ...overrides,
});

const renderOverview = (at = "/partner-portal/partners") => {
  const onOpenPartner = vi.fn();
  return {
    onOpenPartner,
    ...renderWithQueryClient(
      <OnboardingOverview
        partnerHref={(id) => `/partner-portal/partners/${id}`}
        onOpenPartner={onOpenPartner}
      />,
      { at },
    ),
  };
};

describe("OnboardingOverview", () => {
  afterEach(() => vi.resetAllMocks());

  it("sums up the journeys and the mean time to a first deal, over how many partners", async () => {
    journey.summary.mockResolvedValue(summary());
    renderOverview();
    expect(await screen.findByText("In progress 7 · Stalled 2 · Done 11")).toBeInTheDocument();
    expect(screen.getByText("Average time to first deal: 23.5 days (over 9 partners)")).toBeInTheDocument();
    expect(
      screen.getByText("A partner is stalled when no step has been done for 14 days."),
    ).toBeInTheDocument();
    // The stalled list is asked for only once it is opened.
    expect(journey.stalled).not.toHaveBeenCalled();
  });

  it("says No first deals yet before any partner has one, and words a single partner", async () => {
    journey.summary.mockResolvedValue(summary({ averageDaysToFirstDeal: null, partnersWithFirstDeal: 0 }));
    renderOverview();
    expect(await screen.findByText("No first deals yet")).toBeInTheDocument();

    journey.summary.mockResolvedValue(summary({ averageDaysToFirstDeal: 1, partnersWithFirstDeal: 1 }));
    renderOverview();
    expect(await screen.findByText("Average time to first deal: 1 day (over 1 partner)")).toBeInTheDocument();
  });

  it("shows the stalled partners on request, a page at a time, and opens one from its name", async () => {
    journey.summary.mockResolvedValue(summary());
    journey.stalled.mockResolvedValue({
      items: [
        stalled(),
        stalled({
          partnerId: "00000000-0000-4000-8000-000000000002",
          companyName: "Globex",
          remindedAt: null,
          stepTitle: "Kickoff call",
          daysStalled: 15,
          done: 3,
        }),
      ],
      total: 2,
      page: 1,
      pageSize: 25,
    });
    const { user, onOpenPartner } = renderOverview();
    const toggle = await screen.findByRole("button", { name: "Show stalled partners" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Hide stalled partners" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    const table = await screen.findByRole("table", { name: "Stalled partners, longest first" });
    expect(journey.stalled.mock.calls[0]?.[0]).toEqual({ page: 1, pageSize: 25 });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Partner", "Waiting on", "Days since last step", "Steps done", "Last reminded"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ["Acme Solutions", "Complete your profile", "31", "1/5", "Mar 24, 2026"],
      ["Globex", "Kickoff call", "15", "3/5", "Never"],
    ]);

    const link = within(table).getByRole("link", { name: "Acme Solutions" });
    expect(link).toHaveAttribute("href", `/partner-portal/partners/${PARTNER_ID}`);
    await user.click(link);
    expect(onOpenPartner).toHaveBeenCalledWith(PARTNER_ID, link);
  });

  it("opens the stalled list straight from the address, at the page it names", async () => {
    journey.summary.mockResolvedValue(summary());
    journey.stalled.mockResolvedValue({ items: [stalled()], total: 30, page: 2, pageSize: 25 });
    renderOverview("/partner-portal/partners?stalled-shown=1&stalled-page=2");
    expect(await screen.findByRole("table", { name: "Stalled partners, longest first" })).toBeInTheDocument();
    expect(journey.stalled.mock.calls[0]?.[0]).toEqual({ page: 2, pageSize: 25 });
  });

  it("says No partner is stalled. when none is, and offers Try Again when the summary fails", async () => {
    journey.summary.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    journey.stalled.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 25 });
    const { user } = renderOverview("/partner-portal/partners?stalled-shown=1");
    expect(await screen.findByText("No partner is stalled.")).toBeInTheDocument();
    expect(await screen.findByText("Could not load the onboarding summary.")).toBeInTheDocument();
    journey.summary.mockResolvedValue(summary({ stalled: 0 }));
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(screen.getByText("In progress 7 · Stalled 0 · Done 11")).toBeInTheDocument());
  });
});
