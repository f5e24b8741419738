import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MyPerformance as Figures } from "#shared/contracts/performance";
import { noDealsByStatus } from "#shared/deal-transitions";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { MyPerformance } from "./my-performance";

const api = vi.mocked(client.performance);

const none = noDealsByStatus();
const figures: Figures = {
  period: "12m",
  totalDeals: 7,
  byStatus: { ...noDealsByStatus(), submitted: 2, in_review: 1, approved: 1, closed_won: 2, closed_lost: 1 },
  months: [
    { month: "2026-10", byStatus: { ...none, submitted: 1, closed_won: 2 } },
    { month: "2026-11", byStatus: { ...none, submitted: 1, in_review: 1, approved: 1, closed_lost: 1 } },
  ],
  winRate: 66.7,
  wonValue: "48000.50",
  commissionEarned: "4800.05",
  commissionPaid: "1200.00",
};

const region = (name: string) => screen.getByRole("region", { name });

describe("MyPerformance", () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("shows the partner's figures for the last 12 months by default", async () => {
    api.mine.mockResolvedValue(figures);
    renderWithQueryClient(<MyPerformance />, { at: "/" });
    expect(await screen.findByText("66.7%")).toBeInTheDocument();
    expect(api.mine).toHaveBeenCalledWith({ period: "12m" }, expect.anything());
    expect(screen.getByText("$48,000.50")).toBeInTheDocument();
    expect(screen.getByText("$4,800.05")).toBeInTheDocument();
    expect(screen.getByText("$1,200.00 paid")).toBeInTheDocument();
    expect(screen.getByText("2 closed won")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Period" })).toHaveTextContent("Last 12 months");
  });

  it("offers each chart's figures as a table", async () => {
    api.mine.mockResolvedValue(figures);
    const { user } = renderWithQueryClient(<MyPerformance />, { at: "/" });
    await screen.findByText("66.7%");
    const byMonth = region("Deals by Month");
    expect(
      within(byMonth).getByRole("figure", { name: /deals you submitted each month/ }),
    ).toBeInTheDocument();
    await user.click(within(byMonth).getByRole("button", { name: "Show table" }));
    const table = within(byMonth).getByRole("table", { name: "Deals by month" });
    const october = within(table).getByRole("row", { name: /Oct 2026/ });
    expect(
      within(october)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1", "0", "0", "2", "0", "0", "0", "0"]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Month",
      "Submitted",
      "In Review",
      "Approved",
      "Closed Won",
      "Closed Lost",
      "Returned",
      "Withdrawn",
      "Expired",
    ]);
    await user.click(within(byMonth).getByRole("button", { name: "Show chart" }));
    expect(within(byMonth).queryByRole("table")).not.toBeInTheDocument();

    const byStatus = region("Deals by Status");
    await user.click(within(byStatus).getByRole("button", { name: "Show table" }));
    const won = within(byStatus).getByRole("row", { name: /Closed Won/ });
    expect(within(won).getByRole("cell")).toHaveTextContent("2");
  });

  it("reads another period when one is chosen", async () => {
    api.mine.mockResolvedValue(figures);
    const { user } = renderWithQueryClient(<MyPerformance />, { at: "/?tab=performance" });
    await screen.findByText("66.7%");
    api.mine.mockResolvedValue({ ...figures, period: "30d", winRate: null });
    await user.click(screen.getByRole("combobox", { name: "Period" }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Last 30 days",
      "Last 90 days",
      "Last 12 months",
      "All time",
    ]);
    await user.click(screen.getByRole("option", { name: "Last 30 days" }));
    await waitFor(() => expect(api.mine).toHaveBeenLastCalledWith({ period: "30d" }, expect.anything()));
    // No deal decided yet: no rate to show.
    expect(await screen.findByText("—")).toBeInTheDocument();
  });

  it("opens on the period the address names", async () => {
    api.mine.mockResolvedValue({ ...figures, period: "all" });
    renderWithQueryClient(<MyPerformance />, { at: "/?period=all" });
    await screen.findByText("66.7%");
    expect(api.mine).toHaveBeenCalledWith({ period: "all" }, expect.anything());
    expect(screen.getByRole("combobox", { name: "Period" })).toHaveTextContent("All time");
  });

  it("says when the figures cannot be loaded and tries again", async () => {
    api.mine.mockRejectedValueOnce(new Error("offline")).mockResolvedValue(figures);
    const { user } = renderWithQueryClient(<MyPerformance />, { at: "/" });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your performance could not be loaded.");
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("66.7%")).toBeInTheDocument();
  });
});
