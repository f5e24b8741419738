import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PerformanceRankingItem, PerformanceRanking as Ranking } from "#shared/contracts/performance";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { PerformanceRanking } from "./performance-ranking";

const api = vi.mocked(client.performance);

const acme: PerformanceRankingItem = {
  rank: 1,
  partnerId: "00000000-0000-4000-8000-000000000001",
  companyName: "Acme Solutions",
  tier: "gold",
  dealsWon: 12,
  dealsLost: 4,
  winRate: 75,
  wonValue: "480000.00",
  commissionEarned: "48000.00",
  commissionPaid: "12000.00",
};
const globex: PerformanceRankingItem = {
  ...acme,
  rank: 2,
  partnerId: "00000000-0000-4000-8000-000000000002",
  companyName: "Globex Partners",
  tier: "bronze",
  dealsWon: 0,
  dealsLost: 0,
  winRate: null,
  wonValue: "0.00",
  commissionEarned: "0.00",
  commissionPaid: "0.00",
};
const rankingOf = (items: PerformanceRankingItem[], total = items.length): Ranking => ({
  items,
  total,
  page: 1,
  pageSize: 25,
  period: "12m",
  sort: "dealsWon",
});

describe("PerformanceRanking", () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("ranks the partners of the last 12 months by deals won, with every figure", async () => {
    api.ranking.mockResolvedValue(rankingOf([acme, globex], 2));
    renderWithQueryClient(<PerformanceRanking />, { at: "/" });
    const table = await screen.findByRole("table", { name: "Partners ranked by deals won, last 12 months" });
    expect(api.ranking).toHaveBeenCalledWith(
      { period: "12m", sort: "dealsWon", page: 1, pageSize: 25 },
      expect.anything(),
    );
    const row = within(table).getByRole("row", { name: /Acme Solutions/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1", "Gold", "12", "4", "75%", "$480,000.00", "$48,000.00", "$12,000.00"]);
    expect(within(within(table).getByRole("row", { name: /Globex/ })).getByText("—")).toBeInTheDocument();
    expect(screen.getByText("Showing 1-2 of 2")).toBeInTheDocument();
  });

  it("gives phones the same ranking as one card per partner", async () => {
    api.ranking.mockResolvedValue(rankingOf([acme, globex]));
    renderWithQueryClient(<PerformanceRanking />, { at: "/" });
    const list = await screen.findByRole("list", { name: "Partners ranked by deals won, last 12 months" });
    const [first] = within(list).getAllByRole("listitem");
    if (!first) throw new Error("no partner listed");
    expect(within(first).getByRole("heading")).toHaveTextContent("1. Acme Solutions");
    const figures = Object.fromEntries(
      within(first)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      Tier: "Gold",
      "Deals won": "12",
      "Deals lost": "4",
      "Win rate": "75%",
      "Value won": "$480,000.00",
      "Commission earned": "$48,000.00",
      "Commission paid": "$12,000.00",
    });
  });

  it("offers the chart's figures as a table", async () => {
    api.ranking.mockResolvedValue(rankingOf([acme, globex]));
    const { user } = renderWithQueryClient(<PerformanceRanking />, { at: "/" });
    const chart = await screen.findByRole("region", { name: "Deals won by Partner" });
    expect(within(chart).getByRole("figure", { name: /Bar chart of deals won/ })).toBeInTheDocument();
    await user.click(within(chart).getByRole("button", { name: "Show table" }));
    const table = within(chart).getByRole("table", { name: "Deals won by partner" });
    expect(
      within(within(table).getByRole("row", { name: /Acme/ }))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1", "12"]);
  });

  it("asks the server again for another period and another order", async () => {
    api.ranking.mockResolvedValue(rankingOf([acme]));
    const { user } = renderWithQueryClient(<PerformanceRanking />, { at: "/?page=2" });
    await screen.findByRole("table", { name: /Partners ranked by/ });
    await user.click(screen.getByRole("combobox", { name: "Period" }));
    await user.click(screen.getByRole("option", { name: "Last 90 days" }));
    // A new period starts the ranking again at its first page.
    await waitFor(() =>
      expect(api.ranking).toHaveBeenLastCalledWith(
        { period: "90d", sort: "dealsWon", page: 1, pageSize: 25 },
        expect.anything(),
      ),
    );
    await user.click(screen.getByRole("combobox", { name: "Rank by" }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Deals won",
      "Value won",
      "Commission earned",
    ]);
    await user.click(screen.getByRole("option", { name: "Commission earned" }));
    await waitFor(() =>
      expect(api.ranking).toHaveBeenLastCalledWith(
        { period: "90d", sort: "commissionEarned", page: 1, pageSize: 25 },
        expect.anything(),
      ),
    );
    expect(await screen.findByRole("region", { name: "Commission earned by Partner" })).toBeInTheDocument();
  });

  it("says when the ranking cannot be loaded", async () => {
    api.ranking.mockRejectedValue(new Error("offline"));
    renderWithQueryClient(<PerformanceRanking />, { at: "/" });
    expect(await screen.findByRole("alert")).toHaveTextContent("The ranking could not be loaded.");
  });
});
