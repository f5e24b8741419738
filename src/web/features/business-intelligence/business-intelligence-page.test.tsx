import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { BusinessIntelligencePage } from "./business-intelligence-page";
import { reportItem, reportsPage, scheduleItem } from "./report-fixtures";

const api = vi.mocked(client.reports);

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderAt(path: string, permissions = ["create_reports"]) {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={authorizationState(["user"], permissions)}>
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
    api.figures.mockResolvedValue({
      savedReports: 12,
      scheduledDeliveries: 3,
      nextDeliveryAt: new Date("2026-11-30T08:00:00Z"),
    });
    api.schedules.mockResolvedValue({ items: [scheduleItem()] });
  });
  afterEach(() => vi.resetAllMocks());

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

  it("shows the reports' figures from the server, without a Sample data badge", async () => {
    renderAt("/business-intelligence");
    const stat = (label: string) => screen.getByText(label, { selector: "dt" }).parentElement;
    await waitFor(() => expect(stat("Saved Reports")).toHaveTextContent("12"));
    expect(stat("Scheduled Deliveries")).toHaveTextContent("3");
    expect(stat("Next Delivery")).toHaveTextContent("Nov 30, 2026");
    expect(screen.queryByText("Sample data")).not.toBeInTheDocument();
  });

  it("says None scheduled when no delivery is scheduled", async () => {
    api.figures.mockResolvedValue({ savedReports: 2, scheduledDeliveries: 0, nextDeliveryAt: null });
    renderAt("/business-intelligence");
    const next = screen.getByText("Next Delivery", { selector: "dt" }).parentElement;
    await waitFor(() => expect(next).toHaveTextContent("None scheduled"));
  });

  it("shows no figures to someone holding no reports permission, and asks for none", () => {
    renderAt("/business-intelligence", []);
    expect(screen.queryByText("Saved Reports", { selector: "dt" })).not.toBeInTheDocument();
    expect(api.figures).not.toHaveBeenCalled();
  });

  it("lists the scheduled reports from the server on their tab", async () => {
    renderAt("/business-intelligence/scheduled");
    const list = await screen.findByRole("list", { name: "Scheduled reports" });
    expect(within(list).getByRole("link", { name: "Pipeline by month" })).toBeInTheDocument();
    expect(list).toHaveTextContent("Every weekday, at 09:00 (Europe/Berlin)");
  });

  it("tells someone without view_analytics that the Analytics tab needs it", async () => {
    const user = renderAt("/business-intelligence");
    await user.click(screen.getByRole("tab", { name: "Analytics" }));
    expect(screen.getByRole("heading", { name: "No access to analytics" })).toBeVisible();
  });
});
