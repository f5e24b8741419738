import { ORPCError } from "@orpc/client";
import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/rpc";
import { authState, PARTNER_USER } from "#web/test-support/auth-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { AuthContext } from "../auth/auth-context";
import { PartnerDashboardPage } from "./partner-dashboard-page";

vi.mock("#web/lib/rpc", () => import("#web/test-support/mock-rpc"));

const ACME = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  companyName: "Acme Solutions",
  contactName: "Alice Johnson",
  contactEmail: "partner@acme.example",
  status: "active" as const,
  tier: "gold" as const,
  commissionRate: 15,
};

const renderPage = () =>
  renderWithQueryClient(
    <AuthContext.Provider value={authState({ user: PARTNER_USER })}>
      <MemoryRouter>
        <PartnerDashboardPage />
      </MemoryRouter>
    </AuthContext.Provider>,
  );

describe("PartnerDashboardPage", () => {
  beforeEach(() => {
    vi.mocked(client.partners.mine).mockResolvedValue(ACME);
    vi.mocked(client.deals.list).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 5 });
    vi.mocked(client.payouts.list).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    vi.mocked(client.deals.stats).mockResolvedValue({
      totalDeals: 9,
      byStatus: { submitted: 2, in_review: 3, approved: 1, closed_won: 2, closed_lost: 1 },
      commission: { total: "36900.00", paid: "31500.00", pending: "5400.00" },
      coursesCompleted: 4,
    });
  });
  afterEach(() => vi.resetAllMocks());

  it("shows the header and the four cards, counting submitted and in-review deals as pending", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Acme Solutions" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toHaveTextContent("Gold Partner");
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(figure("Total Deals")).toBe("9"));
    expect(figure("Total Commission")).toBe("$36,900.00");
    expect(figure("Pending Deals")).toBe("5");
    expect(figure("Courses Completed")).toBe("4");
    expect(screen.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
    expect(vi.mocked(client.deals.list).mock.calls[0]?.[0]).toEqual({ page: 1, pageSize: 5 });
  });

  it("switches tabs from its quick actions", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Submit a Deal" }));
    expect(screen.getByRole("tab", { name: "Submit Deal" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByLabelText(/Deal Value/)).toBeInTheDocument();
  });

  it("tells a user without an active partner Access Denied, with Sign Out", async () => {
    vi.mocked(client.partners.mine).mockRejectedValue(new ORPCError("FORBIDDEN", { message: "No partner" }));
    renderPage();
    expect(await screen.findByText("Access Denied")).toBeInTheDocument();
    expect(screen.getByText("No partner account found for this email address.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });
});
