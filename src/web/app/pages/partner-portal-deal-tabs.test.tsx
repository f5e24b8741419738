import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { addressWrapper } from "#web/test-support/address-wrapper";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { PartnerPortalDealsTab } from "./partner-portal-deal-tabs";

const empty = { items: [], total: 0, page: 1, pageSize: 25 };

/** The administrators' All Deals tab at `at`, reporting the address it shows. */
function renderTab(at: string) {
  vi.mocked(client.deals.list).mockResolvedValue(empty);
  vi.mocked(client.payouts.list).mockResolvedValue(empty);
  const { wrapper: Router, address } = addressWrapper(at);
  const rendered = renderWithQueryClient(
    <Router>
      <PartnerPortalDealsTab isAdmin />
    </Router>,
  );
  return { ...rendered, user: userEvent.setup({ delay: null }), address };
}

describe("PartnerPortalDealsTab", () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("opens the sub-tab the address names, and puts the one chosen into the address", async () => {
    const { user, address } = renderTab("/partner-portal/deals?view=payouts");
    expect(screen.getByRole("tab", { name: "Payouts" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { name: "Commission Payouts" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Deals" }));
    expect(address()).toBe("/partner-portal/deals");
    expect(await screen.findByRole("heading", { name: "All Partner Deals" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Payouts" }));
    expect(address()).toBe("/partner-portal/deals?view=payouts");
  });

  it("opens Deals for no sub-tab or an unknown one", () => {
    renderTab("/partner-portal/deals?view=nonsense");
    expect(screen.getByRole("tab", { name: "Deals" })).toHaveAttribute("aria-selected", "true");
  });
});
