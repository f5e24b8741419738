import { render, screen, within } from "@testing-library/react";
import { type UserEvent, userEvent } from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#web/components/ui/toaster";
import { BusinessIntelligencePage } from "./business-intelligence-page";

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={[path]}>
      <BusinessIntelligencePage />
      <Address />
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

const reportNames = () =>
  within(screen.getByRole("list"))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

// Radix tabs switch on mouse down (or focus), which a person's click begins with.
const openTab = (user: UserEvent, name: string) => user.click(screen.getByRole("tab", { name }));

describe("BusinessIntelligencePage", () => {
  afterEach(() => {
    vi.useRealTimers();
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

  it("searches reports by name or description", async () => {
    const user = renderAt("/business-intelligence");
    const search = screen.getByRole("searchbox", { name: "Search reports" });
    await user.clear(search);
    await user.type(search, "renewals");
    expect(reportNames()).toEqual(["Revenue Overview"]);
    await user.clear(search);
    await user.type(search, "LEARNING");
    expect(reportNames()).toEqual(["Learning Completion"]);
    await user.clear(search);
    await user.type(search, "nothing like this");
    expect(screen.getByText(/No reports match "nothing like this"/)).toBeInTheDocument();
  });

  it("shows each report's type and last run with View and Export", () => {
    renderAt("/business-intelligence/reports");
    const row = screen.getByRole("heading", { name: "Revenue Overview" }).closest("li");
    if (!row) throw new Error("Revenue Overview has no card");
    expect(within(row).getByText("Dashboard")).toBeInTheDocument();
    expect(within(row).getByText("Nov 21, 2026")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "View Revenue Overview" })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Export Revenue Overview" })).toBeInTheDocument();
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

  it("says analytics are coming soon", async () => {
    const user = renderAt("/business-intelligence");
    await user.click(screen.getByRole("tab", { name: "Analytics" }));
    expect(screen.getByText("Advanced analytics coming soon")).toBeVisible();
  });
});
