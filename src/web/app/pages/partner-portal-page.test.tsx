import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noDealsByStatus } from "#shared/deal-transitions";
import { PARTNER_CONTACT_ACCESS } from "#web/components/page/access-denied";
import { NO_PARTNER_PORTAL_ACCESS } from "#web/features/partners/no-partner-portal-access";
import { client } from "#web/lib/transport/rpc";
import {
  APPLICATION_ID,
  applicationDetail,
  applicationSummary,
} from "#web/test-support/application-fixtures";
import { authorizationState } from "#web/test-support/authorization-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { ACME_TEAM } from "#web/test-support/team-fixtures";
import { AuthorizationContext, type AuthorizationState } from "../auth/authorization-context";
import { PartnerPortalPage } from "./partner-portal-page";

const ID = APPLICATION_ID;
const summary = applicationSummary();
const detail = applicationDetail(summary);

function CurrentAddress() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderAs(state: AuthorizationState, address = "/partner-portal") {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={state}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/partner-portal/*" element={<PartnerPortalPage />} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </AuthorizationContext.Provider>,
  );
}

// Found by its label: a modal dialog hides it from the accessibility tree along with the rest of the page.
const address = () => screen.getByLabelText("Address");

const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 20 };

const ACME = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  companyName: "Acme Solutions",
  contactName: "Alice Johnson",
  contactEmail: "partner@acme.example",
  status: "active" as const,
  tier: "gold" as const,
  commissionRate: 15,
  member: { userId: "member-alice", name: "Alice Johnson", role: "partner_admin" as const },
};

const certificate = (n: number, completedAt: string) => ({
  enrollmentId: `6c1d9f1f-9e1c-4a8b-8e9b-2b3c4d5e6f0${n}`,
  courseId: `5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e0${n}`,
  courseTitle: `Course ${n}`,
  completedAt: new Date(completedAt),
  bestScore: null,
  certificateId: `7d2e0a2a-0f2d-4b9c-9fac-3c4d5e6f7a0${n}`,
  verificationCode: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
});

describe("PartnerPortalPage", () => {
  beforeEach(() => {
    vi.mocked(client.deals.list).mockResolvedValue(EMPTY_PAGE);
    vi.mocked(client.payouts.list).mockResolvedValue(EMPTY_PAGE);
    vi.mocked(client.partners.listActive).mockResolvedValue([]);
    vi.mocked(client.resources.list).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 12 });
    vi.mocked(client.deals.stats).mockResolvedValue({
      totalDeals: 7,
      byStatus: {
        ...noDealsByStatus(),
        submitted: 2,
        in_review: 1,
        approved: 1,
        closed_won: 2,
        closed_lost: 1,
      },
      commission: { total: "36900.00", paid: "5400.00", pending: "31500.00" },
      coursesCompleted: 3,
    });
    // Newest first, as the server lists them.
    vi.mocked(client.learning.certifications).mockResolvedValue({
      items: [
        certificate(4, "2026-11-04T09:00:00Z"),
        certificate(3, "2026-11-03T09:00:00Z"),
        certificate(2, "2026-11-02T09:00:00Z"),
      ],
    });
    vi.mocked(client.learning.myLearning).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 });
    vi.mocked(client.learning.catalog).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 12 });
  });
  afterEach(() => vi.resetAllMocks());

  it("shows partner administrators the admin view with All Deals open", async () => {
    vi.mocked(client.applications.list).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    renderAs(authorizationState(["manager"], ["manage_partners"]));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Partner Portal Admin" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "All Deals" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Applications" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "My Dashboard" })).not.toBeInTheDocument();
  });

  it("names the open tab in the document title", async () => {
    vi.mocked(client.applications.list).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    const { user } = renderAs(authorizationState(["admin"]));
    await screen.findByRole("heading", { level: 1, name: "Partner Portal Admin" });
    expect(document.title).toBe("All Deals · Partner Portal · Internal Portal");
    await user.click(screen.getByRole("tab", { name: "Applications" }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Applications" })).toHaveAttribute("aria-selected", "true"),
    );
    expect(document.title).toBe("Applications · Partner Portal · Internal Portal");
  });

  it("gives each tab its own address, which opens that tab", async () => {
    vi.mocked(client.applications.list).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    const { user } = renderAs(authorizationState(["admin"]), "/partner-portal/resources");
    expect(await screen.findByRole("tab", { name: "Resources" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Applications" })).toHaveAttribute(
      "href",
      "/partner-portal/applications",
    );
    await user.click(screen.getByRole("tab", { name: "Applications" }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/partner-portal\/applications$/));
    expect(
      await screen.findByRole("heading", { level: 2, name: "Partner Applications" }),
    ).toBeInTheDocument();
  });

  it("opens an application at its own address and goes back to the list on closing", async () => {
    vi.mocked(client.applications.list).mockResolvedValue({
      items: [summary],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    vi.mocked(client.applications.get).mockResolvedValue(detail);
    const { user } = renderAs(authorizationState(["admin"]), "/partner-portal/applications");
    await user.click(
      await screen.findByRole("button", { name: "Review application from Northwind Traders" }),
    );
    expect(await screen.findByRole("dialog", { name: /Northwind Traders/ })).toBeInTheDocument();
    expect(address()).toHaveTextContent(`/partner-portal/applications/${ID}`);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(address()).toHaveTextContent(/^\/partner-portal\/applications$/);
  });

  it("opens an application's details straight from its address", async () => {
    vi.mocked(client.applications.list).mockResolvedValue({
      items: [summary],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    vi.mocked(client.applications.get).mockResolvedValue(detail);
    const { user } = renderAs(authorizationState(["admin"]), `/partner-portal/applications/${ID}`);
    expect(await screen.findByRole("dialog", { name: /Northwind Traders/ })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Applications", hidden: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(vi.mocked(client.applications.get).mock.calls[0]?.[0]).toEqual({ id: ID });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(address()).toHaveTextContent(/^\/partner-portal\/applications$/));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows a partner its own view with its figures, its tier and My Dashboard open", async () => {
    vi.mocked(client.partners.mine).mockResolvedValue({
      id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
      companyName: "Acme Solutions",
      contactName: "Alice Johnson",
      contactEmail: "partner@acme.example",
      status: "active",
      tier: "gold",
      commissionRate: 15,
      member: { userId: "member-alice", name: "Alice Johnson", role: "partner_admin" as const },
    });
    renderAs(authorizationState(["partner"]));
    expect(await screen.findByRole("heading", { level: 1, name: "Partner Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "My Dashboard" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("Gold")).toBeInTheDocument();
    expect(screen.getByText("15% commission rate")).toBeInTheDocument();
    // Total Deals counts only submitted deals as pending review on this screen
    // (docs/product/deals.md#stat-cards).
    expect(screen.getByText("2 pending review")).toBeInTheDocument();
    expect(screen.getByText("$36,900.00")).toBeInTheDocument();
    expect(screen.getByText("Earned to date")).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Applications" })).not.toBeInTheDocument();
  });

  it("gives a partner admin the Team tab, and tells a sales rep who follows its link that it is theirs alone", async () => {
    vi.mocked(client.partners.mine).mockResolvedValue(ACME);
    vi.mocked(client.team.mine).mockResolvedValue(ACME_TEAM);
    vi.mocked(client.invitations.mine).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    vi.mocked(client.joinRequests.mine).mockResolvedValue({
      domain: null,
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    const admin = renderAs(authorizationState(["partner"]), "/partner-portal/team");
    expect(await screen.findByRole("tab", { name: "Team" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("list", { name: "Team members" })).toHaveTextContent("Alice Johnson");
    admin.unmount();

    vi.mocked(client.partners.mine).mockResolvedValue({
      ...ACME,
      member: { userId: "member-ravi", name: "Ravi Shah", role: "sales_rep" },
    });
    renderAs(authorizationState(["partner"]), "/partner-portal/team");
    expect(
      await screen.findByText("Only your company's partner admins can open the Team tab."),
    ).toBeInTheDocument();
  });

  it("lists a partner's latest certificates on My Dashboard, leading to the Certifications tab", async () => {
    vi.mocked(client.partners.mine).mockResolvedValue(ACME);
    vi.mocked(client.learning.certifications).mockResolvedValue({
      items: [1, 2, 3, 4].map((n) => certificate(5 - n, `2026-11-0${5 - n}T09:00:00Z`)),
    });
    const { user } = renderAs(authorizationState(["partner"]));
    const recent = within(await screen.findByRole("list", { name: "Recent certifications" }));
    expect(recent.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Course 4Completed Nov 04, 2026",
      "Course 3Completed Nov 03, 2026",
      "Course 2Completed Nov 02, 2026",
    ]);
    await user.click(screen.getByRole("link", { name: "All certifications" }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/partner-portal\/certifications$/));
    expect(screen.getByRole("tab", { name: "Certifications" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows a partner's learning on the Certifications tab, each course opening the course view", async () => {
    vi.mocked(client.partners.mine).mockResolvedValue(ACME);
    renderAs(authorizationState(["partner"]), "/partner-portal/certifications");
    expect(
      await screen.findByRole("button", { name: "Download Certificate for Course 4" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Course 4" })).toHaveAttribute(
      "href",
      "/lms/courses/5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e04",
    );
    expect(screen.getByRole("heading", { level: 2, name: "My Learning" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Course Catalog" })).toBeInTheDocument();
    expect(screen.queryByText("Coming soon")).not.toBeInTheDocument();
    expect(document.title).toBe("Certifications · Partner Portal · Internal Portal");
  });

  it("shows a partner administrator their own learning on the Certifications tab, without partner figures", async () => {
    renderAs(authorizationState(["manager"], ["manage_partners"]), "/partner-portal/certifications");
    expect(
      await screen.findByRole("button", { name: "Download Certificate for Course 4" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Certifications" })).toHaveAttribute("aria-selected", "true");
    expect(client.deals.stats).not.toHaveBeenCalled();
  });

  it("tells a partner following an address of an admin tab Access Denied there, naming manage_partners", async () => {
    vi.mocked(client.partners.mine).mockResolvedValue(ACME);
    renderAs(authorizationState(["partner"]), `/partner-portal/applications/${ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to open the Applications tab.")).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "What opens it" })).getByText("manage_partners"),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Partner Portal" })).toHaveAttribute(
      "href",
      "/partner-portal",
    );
    expect(address()).toHaveTextContent(`/partner-portal/applications/${ID}`);
    expect(client.applications.get).not.toHaveBeenCalled();
  });

  it("opens Performance Tracking's address on the Performance tab: the ranking for administrators", async () => {
    vi.mocked(client.performance.ranking).mockResolvedValue({
      items: [],
      total: 0,
      page: 1,
      pageSize: 25,
      period: "12m",
      sort: "dealsWon",
    });
    renderAs(authorizationState(["manager"], ["manage_partners"]), "/partner-portal/performance");
    expect(screen.getByRole("tab", { name: "Performance" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { name: "Partner Performance" })).toBeInTheDocument();
    expect(client.performance.ranking).toHaveBeenCalled();
    expect(screen.queryByRole("heading", { name: "All Deals" })).not.toBeInTheDocument();
  });

  it("opens Performance Tracking's address on a partner's own figures", async () => {
    vi.mocked(client.partners.mine).mockResolvedValue(ACME);
    vi.mocked(client.performance.mine).mockResolvedValue({
      period: "12m",
      totalDeals: 0,
      byStatus: { ...noDealsByStatus() },
      months: [],
      winRate: null,
      wonValue: "0.00",
      commissionEarned: "0.00",
      commissionPaid: "0.00",
    });
    renderAs(authorizationState(["partner"]), "/partner-portal/performance");
    expect(await screen.findByRole("heading", { name: "My Performance" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Performance" })).toHaveAttribute("aria-selected", "true");
    expect(client.performance.ranking).not.toHaveBeenCalled();
  });

  it("tells staff without manage_partners Access Denied once, with no toast and no call for a partner", async () => {
    const toastError = vi.spyOn(toast, "error");
    renderAs(authorizationState(["manager"], ["manage_users"]));
    expect(screen.getByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getAllByText("Access Denied")).toHaveLength(1);
    expect(screen.getByText(NO_PARTNER_PORTAL_ACCESS)).toBeInTheDocument();
    const ways = within(screen.getByRole("list", { name: "What opens it" })).getAllByRole("listitem");
    expect(ways.map((way) => way.textContent)).toEqual([
      "manage_partners, granted by an admin or super admin, or someone holding manage_users and manage_partners",
      PARTNER_CONTACT_ACCESS,
    ]);
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
    expect(toastError).not.toHaveBeenCalled();
    expect(client.partners.mine).not.toHaveBeenCalled();
  });

  it("tells a partner's contact whose partner is not active Access Denied", async () => {
    vi.mocked(client.partners.mine).mockRejectedValue(
      new ORPCError("FORBIDDEN", { message: "No partner account" }),
    );
    renderAs(authorizationState(["partner"]));
    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText(NO_PARTNER_PORTAL_ACCESS)).toBeInTheDocument();
  });
});
