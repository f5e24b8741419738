import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import type { healthDashboardOutput } from "#shared/contracts/customers";
import { paths } from "#web/app/paths";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { HealthDashboardTab } from "./health-dashboard-tab";

const health = vi.mocked(client.customerHealth);

type Dashboard = z.output<typeof healthDashboardOutput>;

const NORTHWIND = "0b6c1c1e-3f5a-4a53-9a49-3f0c7c1b2a01";
const GLOBEX = "0b6c1c1e-3f5a-4a53-9a49-3f0c7c1b2a02";

const DASHBOARD: Dashboard = {
  bands: { green: 6, yellow: 3, red: 1 },
  history: [
    { day: "2026-11-26", averageScore: 81.4, customers: 10 },
    { day: "2026-11-27", averageScore: null, customers: 0 },
    { day: "2026-11-28", averageScore: 78, customers: 10 },
  ],
  fallers: [
    {
      id: NORTHWIND,
      name: "Northwind Traders",
      healthScore: 54,
      weekAgoScore: 71,
      owner: { id: "u1", name: "Casey CSM" },
    },
    { id: GLOBEX, name: "Globex", healthScore: 79, weekAgoScore: 80, owner: null },
  ],
};

function renderTab(dashboard: Dashboard = DASHBOARD) {
  health.dashboard.mockResolvedValue(dashboard);
  return renderWithQueryClient(<HealthDashboardTab />, { at: paths.customerSuccess.health });
}

describe("HealthDashboardTab", () => {
  afterEach(() => vi.resetAllMocks());

  it("counts the customers of each band with their share", async () => {
    renderTab();
    const bands = await screen.findByRole("region", { name: "Customers by Health" });
    const figure = (band: string) => within(bands).getByText(band).closest("div") as HTMLElement;
    expect(within(figure("Green")).getByText("6")).toBeInTheDocument();
    expect(within(figure("Green")).getByText("60% of customers")).toBeInTheDocument();
    expect(within(figure("Green")).getByText("(80 and above)")).toBeInTheDocument();
    expect(within(figure("Yellow")).getByText("3")).toBeInTheDocument();
    expect(within(figure("Yellow")).getByText("(60 to 79)")).toBeInTheDocument();
    expect(within(figure("Red")).getByText("1")).toBeInTheDocument();
    expect(within(figure("Red")).getByText("(below 60)")).toBeInTheDocument();
  });

  it("draws the 90 days' average as a named image, and shows its table on Show table", async () => {
    const { user } = renderTab();
    const card = await screen.findByRole("region", { name: "Average Health, Last 90 Days" });
    expect(within(card).getByRole("img")).toHaveAccessibleName(
      "Line chart of the average health score per day over the last 3 days, from 81% on Nov 26, 2026 to 78% on Nov 28, 2026.",
    );
    await user.click(within(card).getByRole("button", { name: "Show table" }));
    const table = within(card).getByRole("table", { name: "Average health score per day" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Nov 26, 202681%10",
      "Nov 27, 2026No score0",
      "Nov 28, 202678%10",
    ]);
    await user.click(within(card).getByRole("button", { name: "Show chart" }));
    expect(within(card).getByRole("img")).toBeInTheDocument();
  });

  it("says so when no day has a score yet", async () => {
    renderTab({ ...DASHBOARD, history: [{ day: "2026-11-28", averageScore: null, customers: 0 }] });
    const card = await screen.findByRole("region", { name: "Average Health, Last 90 Days" });
    expect(within(card).getByRole("img")).toHaveAccessibleName(
      "Line chart of the average health score per day: no day has a score yet.",
    );
  });

  it("lists the largest falls this week with both scores, the drop and the owner, each opening its customer", async () => {
    renderTab();
    const fallers = await screen.findByRole("region", { name: "Fell most this week" });
    const items = within(fallers).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [northwind, globex] = items as [HTMLElement, HTMLElement];
    expect(within(northwind).getByRole("link", { name: "Northwind Traders" })).toHaveAttribute(
      "href",
      paths.customerSuccess.customer.to(NORTHWIND),
    );
    const fact = (item: HTMLElement, term: string) =>
      within(item).getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
    expect(fact(northwind, "Score")).toBe("54%");
    expect(fact(northwind, "Last week")).toBe("71%");
    expect(fact(northwind, "Drop")).toBe("17 points");
    expect(fact(northwind, "Owner")).toBe("Casey CSM");
    expect(fact(globex, "Drop")).toBe("1 point");
    expect(fact(globex, "Owner")).toBe("No owner");
  });

  it("says when no score fell this week", async () => {
    renderTab({ ...DASHBOARD, fallers: [] });
    const fallers = await screen.findByRole("region", { name: "Fell most this week" });
    expect(within(fallers).getByText("No customer's score fell this week.")).toBeInTheDocument();
  });

  it("offers Try Again when the dashboard cannot be loaded", async () => {
    health.dashboard.mockRejectedValueOnce(new Error("offline")).mockResolvedValue(DASHBOARD);
    const { user } = renderWithQueryClient(<HealthDashboardTab />, { at: paths.customerSuccess.health });
    await user.click(await screen.findByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("region", { name: "Customers by Health" })).toBeInTheDocument();
  });
});
