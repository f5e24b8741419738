import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEntryItem } from "#shared/contracts/audit-log";
import type { ActivityItem, DashboardSummary } from "#shared/contracts/dashboard";
import type { NotificationItem } from "#shared/contracts/notifications";
import { AuthContext } from "#web/app/auth/auth-context";
import { client } from "#web/lib/transport/rpc";
import { authState } from "#web/test-support/auth-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { DashboardPage } from "./dashboard-page";

const dashboard = vi.mocked(client.dashboard);

const PERSON = { id: "user-7", email: "sam@example.com", name: "Sam Staff" };
const HOUR = 60 * 60 * 1000;

const CUSTOMER_SUCCESS = { customers: 1247, atRisk: 23, openTickets: 58 };
const EVERYTHING: DashboardSummary = {
  customerSuccess: CUSTOMER_SUCCESS,
  partnerPortal: { activePartners: 156, openPipelineValue: "2400000.00", commissionOwed: "18250.50" },
  learning: { publishedCourses: 47, activeLearners: 892, certificatesThisMonth: 31 },
  businessIntelligence: { savedReports: 12, scheduledDeliveries: 5, nextDeliveryAt: null },
};

const ENTRY: AuditEntryItem = {
  id: "0b6f6a4e-2c1d-4e8f-9a0b-1c2d3e4f5a01",
  createdAt: new Date(Date.now() - 2 * HOUR),
  action: "deal_submitted",
  actor: { id: "user-2", email: "jane@example.com", name: "Jane Admin" },
  subject: { type: "deal", id: "5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e01", label: "Globex Corporation" },
  partner: null,
  details: {},
};
const WARNING: NotificationItem = {
  id: "6c1d9f1f-9e1c-4a8b-8e9b-2b3c4d5e6f01",
  kind: "ticket_sla_breached",
  message: "Ticket #1042 (Login fails) missed its first response target.",
  subjectId: "7d2e0a2a-0f1d-4b9c-8e7f-3a4b5c6d7e01",
  createdAt: new Date(Date.now() - 5 * 60 * 1000),
  readAt: null,
};
const ACTIVITY: ActivityItem[] = [
  { source: "notification", notification: WARNING },
  { source: "audit", entry: ENTRY },
];

function renderPage() {
  return renderWithQueryClient(
    <AuthContext.Provider value={authState({ user: PERSON })}>
      <DashboardPage
        addressOf={(item) => (item.source === "audit" ? `/deals/${item.entry.subject?.id}` : undefined)}
      />
    </AuthContext.Provider>,
    { at: "/" },
  );
}

/** The figures a module card shows, label to value, in order. */
function figuresOf(title: string): [string, string][] {
  return within(screen.getByRole("article", { name: title }))
    .queryAllByRole("term")
    .map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]);
}

describe("DashboardPage", () => {
  afterEach(() => vi.resetAllMocks());

  it("shows each module's figures from the server, none of them sample figures", async () => {
    dashboard.summary.mockResolvedValue(EVERYTHING);
    dashboard.activity.mockResolvedValue({ items: [] });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Portal Dashboard" })).toBeInTheDocument();
    expect(
      screen.getByText("Welcome to your internal portal. Monitor all modules from one place."),
    ).toBeInTheDocument();
    await waitFor(() => expect(figuresOf("Customer Success")).toHaveLength(3));
    expect(figuresOf("Customer Success")).toEqual([
      ["Customers", "1,247"],
      ["At Risk", "23"],
      ["Open Tickets", "58"],
    ]);
    expect(figuresOf("Partner Portal")).toEqual([
      ["Active Partners", "156"],
      ["Open Pipeline", "$2,400,000.00"],
      ["Commission Owed", "$18,250.50"],
    ]);
    expect(figuresOf("Learning Management")).toEqual([
      ["Published Courses", "47"],
      ["Active Learners", "892"],
      ["Certificates This Month", "31"],
    ]);
    expect(figuresOf("Business Intelligence")).toEqual([
      ["Saved Reports", "12"],
      ["Scheduled Deliveries", "5"],
      ["Next Delivery", "None scheduled"],
    ]);
    expect(screen.queryByText("Sample data")).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "View Details" })).toHaveLength(4);
    expect(screen.getByRole("heading", { level: 2, name: "Quick Actions" })).toBeInTheDocument();
  });

  it("leaves out the figures the server did not send instead of showing zeros", async () => {
    dashboard.summary.mockResolvedValue({ customerSuccess: CUSTOMER_SUCCESS });
    dashboard.activity.mockResolvedValue({ items: [] });
    renderPage();
    await waitFor(() => expect(figuresOf("Customer Success")).toHaveLength(3));
    expect(figuresOf("Partner Portal")).toEqual([]);
    expect(figuresOf("Learning Management")).toEqual([]);
    expect(figuresOf("Business Intelligence")).toEqual([]);
    expect(screen.queryByText("Active Partners")).not.toBeInTheDocument();
    expect(screen.queryByText("Commission Owed")).not.toBeInTheDocument();
    expect(screen.queryByText("Published Courses")).not.toBeInTheDocument();
  });

  it("lists recent activity with its words, relative time, status and a link to its subject", async () => {
    dashboard.summary.mockResolvedValue(EVERYTHING);
    dashboard.activity.mockResolvedValue({ items: ACTIVITY });
    renderPage();
    const region = screen.getByRole("region", { name: "Recent Activity" });
    await waitFor(() => expect(within(region).getAllByRole("listitem")).toHaveLength(2));
    const [warning, entry] = within(region).getAllByRole("listitem") as [HTMLElement, HTMLElement];

    expect(within(warning).getByText(WARNING.message)).toBeInTheDocument();
    expect(within(warning).getByText("5 minutes ago")).toBeInTheDocument();
    expect(within(warning).getByText("Urgent")).toBeInTheDocument();
    expect(within(warning).queryByRole("link")).not.toBeInTheDocument();

    expect(within(entry).getByRole("link", { name: "Deal submitted: Globex Corporation" })).toHaveAttribute(
      "href",
      `/deals/${ENTRY.subject?.id}`,
    );
    expect(within(entry).getByText(/By Jane Admin/)).toBeInTheDocument();
    expect(within(entry).getByText("2 hours ago")).toBeInTheDocument();
    expect(within(entry).getByText("Completed")).toBeInTheDocument();
  });

  it("says so when there is no activity to show, with no sample items", async () => {
    dashboard.summary.mockResolvedValue({ customerSuccess: CUSTOMER_SUCCESS });
    dashboard.activity.mockResolvedValue({ items: [] });
    renderPage();
    const region = screen.getByRole("region", { name: "Recent Activity" });
    expect(await within(region).findByText("No recent activity to show yet.")).toBeInTheDocument();
    expect(within(region).queryAllByRole("listitem")).toHaveLength(0);
  });
});
