import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "#web/components/ui/toaster";
import { BusinessIntelligencePage } from "./business-intelligence-page";

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <BusinessIntelligencePage />
      <Address />
      <Toaster />
    </MemoryRouter>,
  );
}

const reportNames = () =>
  within(screen.getByRole("list"))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

// Radix tabs switch on mouse down (or focus), not on click.
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }));

describe("BusinessIntelligencePage", () => {
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

  it("makes each tab a link to its address and goes there when a tab is chosen", () => {
    renderAt("/business-intelligence");
    const address = screen.getByRole("status", { name: "Address" });
    expect(screen.getByRole("tab", { name: "Analytics" })).toHaveAttribute(
      "href",
      "/business-intelligence/analytics",
    );
    openTab("Analytics");
    expect(address).toHaveTextContent(/^\/business-intelligence\/analytics$/);
    expect(screen.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
    openTab("Scheduled Reports");
    expect(address).toHaveTextContent(/^\/business-intelligence\/scheduled$/);
    openTab("Reports & Dashboards");
    expect(address).toHaveTextContent(/^\/business-intelligence\/reports$/);
    expect(screen.getByRole("searchbox", { name: "Search reports" })).toBeInTheDocument();
  });

  it("searches reports by name or description", () => {
    renderAt("/business-intelligence");
    const search = screen.getByRole("searchbox", { name: "Search reports" });
    fireEvent.change(search, { target: { value: "renewals" } });
    expect(reportNames()).toEqual(["Revenue Overview"]);
    fireEvent.change(search, { target: { value: "LEARNING" } });
    expect(reportNames()).toEqual(["Learning Completion"]);
    fireEvent.change(search, { target: { value: "nothing like this" } });
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

  it("lists scheduled reports with schedule, next run and recipients", async () => {
    renderAt("/business-intelligence/scheduled");
    const row = screen.getByRole("heading", { name: "Monthly Revenue Report" }).closest("li");
    if (!row) throw new Error("Monthly Revenue Report has no row");
    expect(row).toHaveTextContent("1st of every month at 07:00");
    expect(row).toHaveTextContent("Dec 01, 2026");
    expect(row).toHaveTextContent("Executive team, Finance team");
    fireEvent.click(within(row).getByRole("button", { name: "Edit Schedule for Monthly Revenue Report" }));
    expect(
      await screen.findByText(/Editing the schedule of Monthly Revenue Report arrives/),
    ).toBeInTheDocument();
  });

  it("says analytics are coming soon", () => {
    renderAt("/business-intelligence");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Analytics" }));
    expect(screen.getByText("Advanced analytics coming soon")).toBeVisible();
  });
});
