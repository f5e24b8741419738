import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { BusinessIntelligencePage } from "./business-intelligence-page";
import { reportItem, reportsPage } from "./report-fixtures";

const api = vi.mocked(client.reports);

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={authorizationState(["user"], ["create_reports"])}>
      <BusinessIntelligencePage />
      <Address />
    </AuthorizationContext.Provider>,
    { at: path },
  ).user;
}

const reportNames = () =>
  within(screen.getByRole("list", { name: "Reports" }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

// Radix tabs switch on mouse down (or focus), which a person's click begins with.
const openTab = (user: UserEvent, name: string) => user.click(screen.getByRole("tab", { name }));

describe("BusinessIntelligencePage", () => {
  beforeEach(() => {
    api.list.mockResolvedValue(reportsPage([reportItem()]));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.resetAllMocks();
  });

  it.each([
    ["/business-intelligence", "Reports & Dashboards"],
    ["/business-intelligence/reports", "Reports & Dashboards"],
    ["/business-intelligence/analytics", "Analytics"],
    ["/business-intelligence/scheduled", "Scheduled Reports"],
  ])("opens %s on the %s tab", (path, tab) => {
    renderAt(path);
    expect(screen.getByRole("heading", { level: 1, name: "Business Intelligence" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(tab);
  });

  it("makes each tab a link to its address and goes there when a tab is chosen", async () => {
    const user = renderAt("/business-intelligence");
    const address = screen.getByRole("status", { name: "Address" });
    expect(screen.getByRole("tab", { name: "Analytics" })).toHaveAttribute(
      "href",
      "/business-intelligence/analytics",
    );
    await openTab(user, "Analytics");
    expect(address).toHaveTextContent(/^\/business-intelligence\/analytics$/);
    expect(screen.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
    await openTab(user, "Scheduled Reports");
    expect(address).toHaveTextContent(/^\/business-intelligence\/scheduled$/);
    await openTab(user, "Reports & Dashboards");
    expect(address).toHaveTextContent(/^\/business-intelligence\/reports$/);
    expect(screen.getByRole("searchbox", { name: "Search reports" })).toBeInTheDocument();
  });

  it("lists the saved reports from the server, searched there, with Create Report", async () => {
    const user = renderAt("/business-intelligence/reports");
    await waitFor(() => expect(reportNames()).toEqual(["Pipeline by month"]));
    expect(screen.getByRole("link", { name: "View Pipeline by month" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export Pipeline by month" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Report" })).toHaveAttribute(
      "href",
      "/business-intelligence/reports/new",
    );
    await user.type(screen.getByRole("searchbox", { name: "Search reports" }), "renewals");
    await waitFor(() =>
      expect(api.list.mock.lastCall?.[0]).toEqual({ search: "renewals", page: 1, pageSize: 12 }),
    );
  });

  it("lists scheduled reports with schedule, next run (after today) and recipients", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2027, 2, 10, 12));
    const user = renderAt("/business-intelligence/scheduled");
    const row = screen.getByRole("heading", { name: "Monthly Revenue Report" }).closest("li");
    if (!row) throw new Error("Monthly Revenue Report has no row");
    expect(row).toHaveTextContent("1st of every month at 07:00");
    expect(row).toHaveTextContent("Apr 01, 2027");
    const digest = screen.getByRole("heading", { name: "Customer Health Digest" }).closest("li");
    expect(digest).toHaveTextContent("Mar 11, 2027");
    expect(row).toHaveTextContent("Executive team, Finance team");
    await user.click(within(row).getByRole("button", { name: "Edit Schedule for Monthly Revenue Report" }));
    expect(
      await screen.findByText(/Editing the schedule of Monthly Revenue Report arrives/),
    ).toBeInTheDocument();
  });

  it("tells someone without view_analytics that the Analytics tab needs it", async () => {
    const user = renderAt("/business-intelligence");
    await user.click(screen.getByRole("tab", { name: "Analytics" }));
    expect(screen.getByRole("heading", { name: "No access to analytics" })).toBeVisible();
  });
});
