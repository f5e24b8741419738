import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchResult } from "#shared/contracts/search";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { readRecentSearches } from "./recent-searches";
import { SearchPalette } from "./search-palette";

const api = vi.mocked(client.search);

const RESULTS: SearchResult[] = [
  { kind: "deal", id: "d1", title: "Acme Solutions", detail: "TechCorp Partners" },
  { kind: "deal", id: "d2", title: "Acme Logistics", detail: "Globex" },
  { kind: "partner", id: "p1", title: "Acme Partners", detail: "Jane Doe" },
];

const PLACES = [
  { label: "Submit Deal", href: "/partner-portal/submit-deal" },
  { label: "Audit Log", href: "/admin/audit-log" },
];

function renderPalette() {
  const navigate = vi.fn();
  const onOpenChange = vi.fn();
  const rendered = renderWithQueryClient(
    <SearchPalette
      open
      onOpenChange={onOpenChange}
      personId="person-1"
      places={PLACES}
      addressOf={(result) => `/${result.kind}/${result.id}`}
      navigate={navigate}
    />,
  );
  return { ...rendered, navigate, onOpenChange };
}

describe("SearchPalette", () => {
  useRadixInJsdom();
  beforeEach(() => {
    localStorage.clear();
    api.everywhere.mockResolvedValue({ results: RESULTS });
  });
  afterEach(() => vi.resetAllMocks());

  it("groups the records by kind, walks them with the arrows and opens the chosen one with Enter", {
    timeout: 15_000,
  }, async () => {
    const { user, navigate, onOpenChange } = renderPalette();
    const input = screen.getByRole("combobox", { name: "Search across modules" });
    expect(input).toHaveFocus();
    await user.type(input, "acme solutoins");
    const deals = await screen.findByRole("group", { name: "Deals" });
    expect(
      within(deals)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Acme SolutionsTechCorp Partners", "Acme LogisticsGlobex"]);
    expect(within(screen.getByRole("group", { name: "Partners" })).getByRole("option")).toHaveTextContent(
      "Acme Partners",
    );
    expect(api.everywhere).toHaveBeenLastCalledWith({ query: "acme solutoins" }, expect.anything());
    await waitFor(() =>
      expect(screen.getByRole("option", { name: /Acme Solutions/ })).toHaveAttribute("aria-selected", "true"),
    );
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("option", { name: /Acme Partners/ })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(navigate).toHaveBeenCalledWith("/partner/p1");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(readRecentSearches("person-1")).toEqual(["acme solutoins"]);
  });

  it("offers the places and the recent searches before anything is typed, and closes on Escape", async () => {
    localStorage.setItem("portal:recent-searches:person-1", JSON.stringify(["globex"]));
    const { user, navigate, onOpenChange } = renderPalette();
    expect(
      within(screen.getByRole("group", { name: "Recent searches" })).getByRole("option"),
    ).toHaveTextContent("globex");
    expect(
      within(screen.getByRole("group", { name: "Places" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Submit Deal", "Audit Log"]);
    await user.type(screen.getByRole("combobox"), "audit");
    await user.click(await screen.findByRole("option", { name: "Audit Log" }));
    expect(navigate).toHaveBeenCalledWith("/admin/audit-log");
    onOpenChange.mockClear();
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says why a search is refused instead of sending it", async () => {
    const { user } = renderPalette();
    await user.click(screen.getByRole("combobox"));
    await user.paste("a".repeat(201));
    expect(await screen.findByRole("alert")).toHaveTextContent("Search must be at most 200 characters.");
    expect(api.everywhere).not.toHaveBeenCalled();
  });
});
