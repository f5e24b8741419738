import { ORPCError } from "@orpc/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JourneyStep, PartnerJourney } from "#shared/contracts/onboarding-journey";
import { noDealsByStatus } from "#shared/deal-transitions";
import { useOpenLesson } from "#web/features/learning/api/open-lesson";
import { client } from "#web/lib/transport/rpc";
import { authState, PARTNER_USER } from "#web/test-support/auth-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { ACME_TEAM, PENDING_INVITATION, RAVI } from "#web/test-support/team-fixtures";
import { AuthContext } from "../auth/auth-context";
import { PartnerDashboardPage } from "./partner-dashboard-page";

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

const renderPage = (address = "/dashboard") =>
  renderWithQueryClient(
    <AuthContext.Provider value={authState({ user: PARTNER_USER })}>
      <MemoryRouter initialEntries={[address]}>
        <PartnerDashboardPage />
      </MemoryRouter>
    </AuthContext.Provider>,
  );

const certificate = (n: number) => ({
  enrollmentId: `6c1d9f1f-9e1c-4a8b-8e9b-2b3c4d5e6f0${n}`,
  courseId: `5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e0${n}`,
  courseTitle: `Course ${n}`,
  completedAt: new Date("2026-10-20T09:00:00Z"),
  bestScore: null,
  certificateId: `7d2e0a2a-0f2d-4b9c-9fac-3c4d5e6f7a0${n}`,
  verificationCode: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
});
/** Acme's onboarding journey: signed, its profile complete, a colleague to invite next, then a first deal. */
const journey = (overrides: Partial<PartnerJourney> = {}): PartnerJourney => {
  const step = (n: number, kind: JourneyStep["kind"], title: string, doneAt: Date | null): JourneyStep => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    kind,
    title,
    courseId: null,
    courseTitle: null,
    label: null,
    doneAt,
    doneByName: null,
  });
  return {
    partnerId: ACME.id,
    companyName: ACME.companyName,
    steps: [
      step(1, "sign_agreement", "Sign the programme agreement", new Date("2026-10-01T12:00:00Z")),
      step(2, "complete_profile", "Complete your profile", new Date("2026-10-02T12:00:00Z")),
      step(3, "invite_colleague", "Invite a colleague", null),
      step(4, "first_deal", "Register your first deal", null),
    ],
    done: 2,
    total: 4,
    nextStepId: "00000000-0000-4000-8000-000000000003",
    completedAt: null,
    movedAt: new Date("2026-10-02T12:00:00Z"),
    stalledSince: null,
    approvedAt: new Date("2026-09-30T12:00:00Z"),
    firstDealAt: null,
    daysToFirstDeal: null,
    ...overrides,
  };
};

/** The four courses the figures count as completed. */
const FOUR_CERTIFICATES = { items: [1, 2, 3, 4].map(certificate) };

describe("PartnerDashboardPage", () => {
  beforeEach(() => {
    // The header's bell: nothing unread, and no live stream (it polls instead).
    vi.mocked(client.notifications.unreadCount).mockResolvedValue({ unreadCount: 0 });
    vi.mocked(client.notifications.stream).mockRejectedValue(new Error("No stream in tests"));
    vi.mocked(client.partners.mine).mockResolvedValue(ACME);
    vi.mocked(client.invitations.mine).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    vi.mocked(client.joinRequests.mine).mockResolvedValue({
      domain: null,
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    vi.mocked(client.deals.list).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 5 });
    vi.mocked(client.payouts.list).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    vi.mocked(client.deals.stats).mockResolvedValue({
      totalDeals: 9,
      byStatus: {
        ...noDealsByStatus(),
        submitted: 2,
        in_review: 3,
        approved: 1,
        closed_won: 2,
        closed_lost: 1,
      },
      commission: { total: "36900.00", paid: "31500.00", pending: "5400.00" },
      coursesCompleted: 4,
    });
    vi.mocked(client.learning.certifications).mockResolvedValue(FOUR_CERTIFICATES);
    vi.mocked(client.learning.myLearning).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 });
    vi.mocked(client.learning.catalog).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 12 });
    vi.mocked(client.support.customers).mockResolvedValue({ customers: [] });
    // No journey under way unless a test gives one: its card stays away.
    vi.mocked(client.journey.mine).mockResolvedValue(
      journey({ steps: [], done: 0, total: 0, nextStepId: null }),
    );
  });
  afterEach(() => vi.resetAllMocks());

  it("shows the onboarding journey on Dashboard, its next step opening the tab where it is done", async () => {
    vi.mocked(client.journey.mine).mockResolvedValue(journey());
    const { user } = renderPage();
    const card = within(await screen.findByRole("region", { name: "Your onboarding journey" }));
    expect(card.getByRole("progressbar", { name: "2 of 4 steps done" })).toBeInTheDocument();
    const invite = card.getByRole("link", { name: "Invite a Colleague" });
    expect(invite).toHaveAttribute("href", "/partner/dashboard?tab=team");
    await user.click(invite);
    expect(screen.getByRole("tab", { name: "Team" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("region", { name: "Your onboarding journey" })).not.toBeInTheDocument();
  });

  it("leaves the journey off Dashboard once it is done", async () => {
    vi.mocked(client.journey.mine).mockResolvedValue(
      journey({ done: 4, nextStepId: null, completedAt: new Date("2026-11-01T12:00:00Z") }),
    );
    renderPage();
    expect(await screen.findByRole("heading", { name: "Quick Actions" })).toBeInTheDocument();
    await waitFor(() => expect(client.journey.mine).toHaveBeenCalled());
    expect(screen.queryByRole("region", { name: "Your onboarding journey" })).not.toBeInTheDocument();
  });

  it("shows the header and the four cards, counting submitted and in-review deals as pending", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Acme Solutions" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toHaveTextContent("Gold Partner");
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Account" }));
    expect(screen.getByRole("menuitem", { name: "Profile Settings" })).toHaveAttribute(
      "href",
      "/partner/settings/profile",
    );
    expect(screen.getByRole("menuitem", { name: "Preferences" })).toHaveAttribute(
      "href",
      "/partner/settings/preferences",
    );
    await user.keyboard("{Escape}");
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(figure("Total Deals")).toBe("9"));
    expect(figure("Total Commission")).toBe("$36,900.00");
    expect(figure("Pending Deals")).toBe("5");
    expect(figure("Courses Completed")).toBe("4");
    expect(screen.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
    expect(vi.mocked(client.deals.list).mock.calls[0]?.[0]).toEqual({ page: 1, pageSize: 5 });
  });

  it("names the open tab in the document title, and only the screen on Dashboard", async () => {
    renderPage("/dashboard?tab=deals");
    expect(await screen.findByRole("heading", { level: 1, name: "Acme Solutions" })).toBeInTheDocument();
    expect(document.title).toMatch(/^My Deals · Partner Dashboard · /);
    await userEvent.setup({ delay: null }).click(screen.getByRole("tab", { name: "Dashboard" }));
    await waitFor(() => expect(document.title).toMatch(/^Partner Dashboard · /));
  });

  it("switches tabs from its quick actions", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Submit a Deal" }));
    expect(screen.getByRole("tab", { name: "Submit Deal" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByLabelText(/Deal Value/)).toBeInTheDocument();
  });

  it("replaces the promised Certifications with a Learning tab of the partner's courses and certificates", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole("tab", { name: "Learning" }));
    expect(screen.queryByRole("tab", { name: "Certifications" })).not.toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: "Download Certificate for Course 1" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "My Learning" })).toBeInTheDocument();
    expect(
      await screen.findByText("No enrollments found. Contact your administrator to get enrolled in courses."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Course Catalog" })).toBeInTheDocument();
    expect(screen.queryByText("Certifications coming soon")).not.toBeInTheDocument();
  });

  it("opens the tab its address names, as a course's way back does", async () => {
    renderPage("/dashboard?tab=learning");
    expect(await screen.findByRole("tab", { name: "Learning" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { level: 2, name: "Certifications" })).toBeInTheDocument();
  });

  it("shows the partner's own performance on the Performance tab, its period in the address", async () => {
    vi.mocked(client.performance.mine).mockResolvedValue({
      period: "90d",
      totalDeals: 3,
      byStatus: { ...noDealsByStatus(), submitted: 1, closed_won: 1, closed_lost: 1 },
      months: [],
      winRate: 50,
      wonValue: "1000.00",
      commissionEarned: "100.00",
      commissionPaid: "0.00",
    });
    renderPage("/dashboard?tab=performance&period=90d");
    expect(await screen.findByRole("tab", { name: "Performance" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { level: 2, name: "My Performance" })).toBeInTheDocument();
    expect(await screen.findByText("50%")).toBeInTheDocument();
    expect(vi.mocked(client.performance.mine).mock.calls[0]?.[0]).toEqual({ period: "90d" });
  });

  it("opens Learning from the My Certifications quick action", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "My Certifications" }));
    expect(screen.getByRole("tab", { name: "Learning" })).toHaveAttribute("aria-selected", "true");
  });

  it("fetches the figures again when a lesson the partner opens completes a course", async () => {
    const { queryClient } = renderPage();
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(figure("Courses Completed")).toBe("4"));
    vi.mocked(client.deals.stats).mockResolvedValue({
      ...(await client.deals.stats()),
      coursesCompleted: 5,
    });
    vi.mocked(client.learning.openLesson).mockResolvedValue({} as never);
    const { result } = renderHook(() => useOpenLesson(), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    await act(() =>
      result.current.mutateAsync({
        courseId: certificate(5).courseId,
        lessonId: certificate(5).certificateId,
      }),
    );
    await waitFor(() => expect(figure("Courses Completed")).toBe("5"));
  });

  it("shows the partner's customers on Dashboard, each with its health, status and open tickets", async () => {
    vi.mocked(client.support.customers).mockResolvedValue({
      customers: [
        {
          id: "5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e01",
          name: "Globex Corporation",
          contactName: "Hank Scorpio",
          healthScore: 55,
          status: "at_risk",
          openTickets: 2,
        },
      ],
    });
    renderPage();
    const customers = within(await screen.findByRole("list", { name: "Your customers" }));
    const [row] = customers.getAllByRole("listitem");
    expect(row).toHaveTextContent("Globex Corporation");
    expect(row).toHaveTextContent("Hank Scorpio");
    expect(row).toHaveTextContent("Health score 55%");
    expect(row).toHaveTextContent("At Risk");
    expect(row).toHaveTextContent("2 open tickets");
  });

  it("says so when the partner has no customers yet", async () => {
    renderPage();
    expect(await screen.findByText("No customers yet")).toBeInTheDocument();
  });

  it("opens the partner's tickets on the Support tab, with New Ticket", async () => {
    vi.mocked(client.support.tickets).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 25 });
    const { user } = renderPage();
    await user.click(await screen.findByRole("tab", { name: "Support" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Support Tickets" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New Ticket" })).toBeInTheDocument();
    expect(await screen.findByText("No tickets yet")).toBeInTheDocument();
    expect(document.title).toMatch(/^Support · Partner Dashboard · /);
  });

  it("gives a partner admin a Team tab of the partner's members, and every member's deals with a member filter", async () => {
    vi.mocked(client.team.mine).mockResolvedValue(ACME_TEAM);
    renderPage("/dashboard?tab=team");
    const team = await screen.findByRole("list", { name: "Team members" });
    const [alice, ravi] = within(team).getAllByRole("listitem");
    expect(alice).toHaveTextContent("Partner Admin");
    expect(alice).toHaveTextContent("Contact");
    expect(ravi).toHaveTextContent("Sales Rep");
    expect(ravi).toHaveTextContent("Never");
    expect(screen.getByRole("tab", { name: "API" })).toBeInTheDocument();
    // The contact (here the viewer too) has no actions; a sales rep can be promoted or removed.
    expect(within(alice as HTMLElement).queryAllByRole("button")).toEqual([]);
    expect(within(ravi as HTMLElement).getByRole("button", { name: "Remove Ravi Shah" })).toBeInTheDocument();
    vi.mocked(client.team.changeRole).mockResolvedValue({
      member: { ...RAVI, role: "partner_admin" },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(
      within(ravi as HTMLElement).getByRole("button", { name: "Make Partner Admin: Ravi Shah" }),
    );
    await waitFor(() =>
      expect(vi.mocked(client.team.changeRole).mock.calls[0]?.[0]).toEqual({
        userId: "member-ravi",
        role: "partner_admin",
      }),
    );

    await user.click(screen.getByRole("tab", { name: "My Deals" }));
    expect(await screen.findByRole("heading", { name: "My Submitted Deals" })).toBeInTheDocument();
    expect(
      screen.getByText("Every deal your team registered, newest first, and where each one stands."),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Member" })).toBeInTheDocument();
  });

  it("lets a partner admin invite someone, and resend or withdraw what is pending", async () => {
    vi.mocked(client.team.mine).mockResolvedValue(ACME_TEAM);
    vi.mocked(client.invitations.mine).mockResolvedValue({
      items: [PENDING_INVITATION],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    renderPage("/dashboard?tab=team");
    const pending = await screen.findByRole("list", { name: "Pending invitations" });
    expect(pending).toHaveTextContent("newrep@acme.example");
    expect(pending).toHaveTextContent("Sales Rep");
    expect(pending).toHaveTextContent("by Alice Johnson");

    const user = userEvent.setup({ delay: null });
    vi.mocked(client.invitations.resend).mockResolvedValue({ invitation: PENDING_INVITATION });
    await user.click(
      within(pending).getByRole("button", { name: "Resend the invitation to newrep@acme.example" }),
    );
    await waitFor(() =>
      expect(vi.mocked(client.invitations.resend).mock.calls[0]?.[0]).toEqual({ id: PENDING_INVITATION.id }),
    );

    // A refusal is shown in the server's words, at the form.
    vi.mocked(client.invitations.invite).mockRejectedValueOnce(
      new ORPCError("CONFLICT", { status: 409, message: "This person is already a member of your team." }),
    );
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "rep1@acme.example");
    await user.click(screen.getByRole("button", { name: "Send Invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This person is already a member of your team.",
    );

    vi.mocked(client.invitations.invite).mockResolvedValue({
      invitation: { ...PENDING_INVITATION, email: "third@acme.example" },
    });
    await user.clear(screen.getByRole("textbox", { name: /Email/ }));
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "Third@Acme.example");
    await user.click(screen.getByRole("button", { name: "Send Invitation" }));
    await waitFor(() =>
      expect(vi.mocked(client.invitations.invite).mock.calls.at(-1)?.[0]).toEqual({
        email: "third@acme.example",
        role: "sales_rep",
      }),
    );
    expect(await screen.findByRole("textbox", { name: /Email/ })).toHaveValue("");
  });

  it("lets a partner admin name the join domain and approve or decline requests to join", async () => {
    vi.mocked(client.team.mine).mockResolvedValue(ACME_TEAM);
    vi.mocked(client.joinRequests.mine).mockResolvedValue({
      domain: "acme.example",
      items: [
        {
          id: "5b0c1a0e-0000-4000-8000-000000000002",
          email: "jo@acme.example",
          name: "Jo Joiner",
          requestedAt: new Date("2026-11-28T09:00:00Z"),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    renderPage("/dashboard?tab=team");
    const requests = await screen.findByRole("list", { name: "Join requests" });
    expect(requests).toHaveTextContent("Jo Joiner");
    expect(screen.getByRole("textbox", { name: /Join domain/ })).toHaveValue("acme.example");
    const user = userEvent.setup({ delay: null });
    vi.mocked(client.joinRequests.approve).mockResolvedValue({
      invitation: { ...PENDING_INVITATION, email: "jo@acme.example" },
    });
    await user.click(within(requests).getByRole("button", { name: "Approve Jo Joiner as a Sales Rep" }));
    await waitFor(() =>
      expect(vi.mocked(client.joinRequests.approve).mock.calls[0]?.[0]).toEqual({
        id: "5b0c1a0e-0000-4000-8000-000000000002",
        role: "sales_rep",
      }),
    );
    // A public mail provider is refused before it is sent.
    const domain = screen.getByRole("textbox", { name: /Join domain/ });
    await user.clear(domain);
    await user.type(domain, "gmail.com");
    await user.click(screen.getByRole("button", { name: "Save Domain" }));
    expect(
      await screen.findByText(
        "Anyone can have an address at this mail provider. Enter your company's own domain.",
      ),
    ).toBeInTheDocument();
    expect(client.joinRequests.setDomain).not.toHaveBeenCalled();
    vi.mocked(client.joinRequests.setDomain).mockResolvedValue({ domain: null });
    await user.click(screen.getByRole("button", { name: "Stop Requests" }));
    await waitFor(() =>
      expect(vi.mocked(client.joinRequests.setDomain).mock.calls[0]?.[0]).toEqual({ domain: null }),
    );
  });

  it("greets a sales rep by name and gives them neither Team nor API, whatever the address asks", async () => {
    vi.mocked(client.partners.mine).mockResolvedValue({
      ...ACME,
      member: { userId: "member-ravi", name: "Ravi Shah", role: "sales_rep" },
    });
    renderPage("/dashboard?tab=api");
    expect(await screen.findByRole("heading", { name: "Welcome, Ravi Shah" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("tab", { name: "Team" })).not.toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "API" })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole("tab", { name: "My Deals" }));
    expect(await screen.findByRole("heading", { name: "My Submitted Deals" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Member" })).not.toBeInTheDocument();
    expect(client.team.mine).not.toHaveBeenCalled();
  });

  it("tells a user without an active partner Access Denied, with Sign Out", async () => {
    vi.mocked(client.partners.mine).mockRejectedValue(new ORPCError("FORBIDDEN", { message: "No partner" }));
    renderPage();
    expect(await screen.findByText("Access Denied")).toBeInTheDocument();
    expect(screen.getByText("No partner account found for this email address.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });
});
