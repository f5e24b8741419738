import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Analytics } from "#shared/contracts/analytics";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { client } from "#web/lib/transport/rpc";
import { saveFile } from "#web/lib/transport/save-file";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { AnalyticsTab } from "./analytics-tab";

vi.mock("#web/lib/transport/save-file", () => ({ saveFile: vi.fn() }));

const api = vi.mocked(client.analytics);

const figures = (count: number, value: string) => ({ count, value });

/** Two months of every section, as an administrator sees them. */
function analytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    period: "12m",
    months: ["2026-10", "2026-11"],
    deals: {
      pipeline: [
        {
          month: "2026-10",
          byStatus: {
            submitted: figures(1, "1000.00"),
            in_review: figures(0, "0.00"),
            approved: figures(0, "0.00"),
            closed_won: figures(2, "25000.50"),
            closed_lost: figures(1, "5000.00"),
            returned: figures(0, "0.00"),
            withdrawn: figures(0, "0.00"),
            expired: figures(0, "0.00"),
          },
        },
        {
          month: "2026-11",
          byStatus: {
            submitted: figures(2, "3000.00"),
            in_review: figures(0, "0.00"),
            approved: figures(0, "0.00"),
            closed_won: figures(1, "12000.00"),
            closed_lost: figures(0, "0.00"),
            returned: figures(0, "0.00"),
            withdrawn: figures(0, "0.00"),
            expired: figures(0, "0.00"),
          },
        },
      ],
      won: [
        { month: "2026-10", deals: 2, value: "25000.50", commission: "2500.05" },
        { month: "2026-11", deals: 1, value: "12000.00", commission: "0.00" },
      ],
      conversion: { submitted: 7, won: 3, rate: 3 / 7 },
      medianDaysToClose: 21,
      topPartners: [
        {
          partnerId: "00000000-0000-4000-8000-000000000001",
          companyName: "=Acme, Inc.",
          dealsWon: 3,
          wonValue: "37000.50",
        },
      ],
      topPartnersPeriod: "12m",
    },
    certificates: [
      { month: "2026-10", issued: 4 },
      { month: "2026-11", issued: 1 },
    ],
    tickets: [
      { month: "2026-10", opened: 10, solved: 8, met: 6, attainment: 0.75 },
      { month: "2026-11", opened: 3, solved: 0, met: 0, attainment: null },
    ],
    ...overrides,
  };
}

function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderTab(permissions: string[] = ["view_analytics"], at = "/business-intelligence/analytics") {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={authorizationState(["analyst"], permissions)}>
      <AnalyticsTab />
      <Address />
    </AuthorizationContext.Provider>,
    { at },
  ).user;
}

/** Each row of a table as the text of its headings and cells. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

const region = (name: string) => screen.findByRole("region", { name });
const figureOf = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("AnalyticsTab", () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("asks for the last 12 months and shows the headline figures and every chart the server sends", async () => {
    api.summary.mockResolvedValue(analytics());
    renderTab();
    await region("Pipeline by Status");
    expect(api.summary).toHaveBeenCalledWith({ period: "12m" }, expect.anything());
    expect(screen.getByRole("combobox", { name: "Period" })).toHaveTextContent("Last 12 months");
    expect(figureOf("Conversion")).toBe("42.9%");
    expect(screen.getByText("3 of 7 deals")).toBeInTheDocument();
    expect(figureOf("Median Days to Close")).toBe("21 days");
    expect(figureOf("Certificates Issued")).toBe("5");
    expect(figureOf("SLA Attainment")).toBe("75%");
    expect(screen.getByText("6 of 8 solved within SLA")).toBeInTheDocument();
    for (const name of [
      "Won Value and Commission",
      "Top Partners",
      "Certificates by Month",
      "Tickets and SLA Attainment",
    ]) {
      expect(screen.getByRole("region", { name })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole("region", { name: "Top Partners" })).getByText(
        "The partners with the most value won over the last 12 months.",
      ),
    ).toBeInTheDocument();
  });

  it("asks again for the period chosen and keeps it in the address", async () => {
    api.summary.mockResolvedValue(analytics());
    const user = renderTab();
    await region("Pipeline by Status");
    await user.click(screen.getByRole("combobox", { name: "Period" }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Last 3 months",
      "Last 12 months",
      "All time",
    ]);
    api.summary.mockResolvedValue(analytics({ period: "3m" }));
    await user.click(screen.getByRole("option", { name: "Last 3 months" }));
    await waitFor(() => expect(api.summary).toHaveBeenLastCalledWith({ period: "3m" }, expect.anything()));
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(/^\?period=3m$/);
  });

  it("reads the period from the address", async () => {
    api.summary.mockResolvedValue(analytics({ period: "all" }));
    renderTab(["view_analytics"], "/business-intelligence/analytics?period=all");
    await region("Tickets and SLA Attainment");
    expect(api.summary).toHaveBeenCalledWith({ period: "all" }, expect.anything());
    expect(screen.getByRole("combobox", { name: "Period" })).toHaveTextContent("All time");
  });

  it("leaves out the sections the server leaves out, never showing them as zeros", async () => {
    api.summary.mockResolvedValue(analytics({ deals: undefined, certificates: undefined }));
    renderTab();
    await region("Tickets and SLA Attainment");
    for (const name of [
      "Pipeline by Status",
      "Won Value and Commission",
      "Top Partners",
      "Certificates by Month",
    ]) {
      expect(screen.queryByRole("region", { name })).not.toBeInTheDocument();
    }
    for (const label of ["Conversion", "Median Days to Close", "Certificates Issued"]) {
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    }
    expect(figureOf("SLA Attainment")).toBe("75%");
  });

  it("shows a chart's figures as a table and downloads exactly those figures as CSV", async () => {
    api.summary.mockResolvedValue(analytics());
    const user = renderTab();
    const tickets = await region("Tickets and SLA Attainment");
    expect(
      within(tickets).getByRole("figure", { name: /Bar chart of the tickets opened and solved/ }),
    ).toBeVisible();
    await user.click(within(tickets).getByRole("button", { name: "Show table" }));
    const table = within(tickets).getByRole("table", {
      name: "Tickets opened and solved by month, with SLA attainment",
    });
    expect(cellsOf(table)).toEqual([
      ["Month", "Opened", "Solved", "Solved Within SLA", "SLA Attainment"],
      ["Oct 2026", "10", "8", "6", "75%"],
      ["Nov 2026", "3", "0", "0", "—"],
    ]);

    await user.click(
      within(tickets).getByRole("button", { name: "Download CSV of Tickets and SLA Attainment" }),
    );
    expect(saveFile).toHaveBeenCalledWith(
      expect.any(Blob),
      expect.stringMatching(/^analytics-tickets-12m-\d{4}-\d{2}-\d{2}\.csv$/),
    );
    const [file] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(file?.type).toBe("text/csv;charset=utf-8");
    expect(await file?.text()).toBe(
      "Month,Opened,Solved,Solved Within SLA,SLA Attainment\r\n2026-10,10,8,6,0.75\r\n2026-11,3,0,0,\r\n",
    );
  });

  it("neutralises a partner's name a spreadsheet could run as a formula", async () => {
    api.summary.mockResolvedValue(analytics());
    const user = renderTab();
    const partners = await region("Top Partners");
    await user.click(within(partners).getByRole("button", { name: "Download CSV of Top Partners" }));
    const [file] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(await file?.text()).toBe('Partner,Deals Won,Value Won\r\n"\'=Acme, Inc.",3,37000.50\r\n');
  });

  it("shows the pipeline's value instead of its count when asked, in the table and the address", async () => {
    api.summary.mockResolvedValue(analytics());
    const user = renderTab();
    const pipeline = await region("Pipeline by Status");
    await user.click(within(pipeline).getByRole("button", { name: "Show table" }));
    const october = () => cellsOf(within(pipeline).getByRole("table"))[1];
    // Returned, withdrawn and expired follow the review's statuses.
    expect(october()).toEqual(["Oct 2026", "1", "0", "0", "2", "1", "0", "0", "0"]);
    await user.click(within(pipeline).getByRole("combobox", { name: "Show" }));
    await user.click(screen.getByRole("option", { name: "Value" }));
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(/^\?pipeline=value$/);
    expect(
      within(pipeline).getByRole("table", { name: "Deal value by month and status" }),
    ).toBeInTheDocument();
    expect(october()).toEqual([
      "Oct 2026",
      "$1,000.00",
      "$0.00",
      "$0.00",
      "$25,000.50",
      "$5,000.00",
      "$0.00",
      "$0.00",
      "$0.00",
    ]);
  });

  it("tells someone without view_analytics what opens it, without asking the server", () => {
    renderTab(["view_reports"]);
    expect(screen.getByRole("heading", { name: "No access to analytics" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Analytics open to people with view_analytics, granted in Admin Settings, under User Management.",
      ),
    ).toBeInTheDocument();
    expect(api.summary).not.toHaveBeenCalled();
  });
});
