import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { setDisplayPreferences } from "#web/lib/format/display-preferences";
import { downloadFile } from "#web/lib/transport/download-file";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { groupedResult, REPORT_ID, reportItem, scheduleItem } from "../report-fixtures";
import { ReportPage } from "./report-page";

vi.mock("#web/lib/transport/download-file", () => ({ downloadFile: vi.fn() }));

const api = vi.mocked(client.reports);

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function renderPage(permissions = ["view_reports"], at = paths.businessIntelligence.report.to(REPORT_ID)) {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={authorizationState(["user"], permissions)}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={paths.businessIntelligence.report.pattern} element={<ReportPage />} />
          <Route path={paths.businessIntelligence.reports} element={<p>The library</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </AuthorizationContext.Provider>,
  );
}

describe("ReportPage", () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("shows the report's name, description, data, author and who sees it", async () => {
    api.get.mockResolvedValue(reportItem());
    api.run.mockResolvedValue(groupedResult());
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Pipeline by month" })).toBeInTheDocument();
    expect(screen.getByText("Deal value by status, month by month.")).toBeInTheDocument();
    for (const text of ["Deals", "Adam Clarke", "All staff", "Nov 20, 2026"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(api.get).toHaveBeenCalledWith({ id: REPORT_ID }, expect.anything());
  });

  it("runs the report a page at a time: headings, amounts right-aligned in dollars, choices by label, months named", async () => {
    api.get.mockResolvedValue(reportItem());
    api.run.mockResolvedValue(groupedResult({ total: 60 }));
    const { user } = renderPage();
    const table = await screen.findByRole("table", { name: "Pipeline by month: result" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Status", "Submitted (month)", "Count", "Sum of Deal Value"]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(
      within(first as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Closed Won", "Oct 2026", "12", "$1,234,567.50"]);
    const amount = within(first as HTMLElement).getByRole("cell", { name: "$1,234,567.50" });
    expect(amount).toHaveClass("text-right");
    expect(
      within(second as HTMLElement)
        .getAllByRole("cell")
        .at(-1),
    ).toHaveTextContent("—");
    expect(api.run).toHaveBeenCalledWith({ id: REPORT_ID, page: 1, pageSize: 25 }, expect.anything());

    await user.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() =>
      expect(api.run).toHaveBeenLastCalledWith({ id: REPORT_ID, page: 2, pageSize: 25 }, expect.anything()),
    );
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent("?page=2");
  });

  it("says why the report could not run, with a way to try again", async () => {
    api.get.mockResolvedValue(reportItem());
    api.run.mockRejectedValue(
      new ORPCError("FORBIDDEN", { status: 403, message: "Reading deals needs manage_partners." }),
    );
    renderPage();
    expect(await screen.findByText("Reading deals needs manage_partners.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Try Again/ })).toBeInTheDocument();
  });

  it("says a report that cannot be found is not found", async () => {
    api.get.mockRejectedValue(new ORPCError("NOT_FOUND", { status: 404, message: "Report not found." }));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Report not found." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to reports" })).toHaveAttribute(
      "href",
      "/business-intelligence/reports",
    );
  });

  it("exports the report's CSV", async () => {
    api.get.mockResolvedValue(reportItem({ canEdit: false }));
    api.run.mockResolvedValue(groupedResult());
    vi.mocked(downloadFile).mockResolvedValue();
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Export" }));
    expect(downloadFile).toHaveBeenCalledWith(`/api/v1/reports/${REPORT_ID}/export`, {}, "report.csv");
  });

  it("offers Edit and Delete only to those who may change the report", async () => {
    api.get.mockResolvedValue(reportItem({ canEdit: false }));
    api.run.mockResolvedValue(groupedResult());
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Pipeline by month" });
    expect(screen.queryByRole("link", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
  });

  it("deletes the report once confirmed and goes back to the library", async () => {
    api.get.mockResolvedValue(reportItem());
    api.run.mockResolvedValue(groupedResult());
    api.delete.mockResolvedValue({ deleted: true });
    const { user } = renderPage(["create_reports"]);
    expect(await screen.findByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/business-intelligence/reports/${REPORT_ID}/edit`,
    );
    await user.click(screen.getByRole("button", { name: "Delete Pipeline by month" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Pipeline by month?" });
    expect(api.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Delete Report" }));
    expect(await screen.findByText("The library")).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith({ id: REPORT_ID });
    expect(await screen.findByText("Report Deleted")).toBeInTheDocument();
  });

  it("tells someone without a reports permission they have no access", () => {
    renderPage([]);
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });

  it("offers Schedule beside Export to an editor who schedules reports, Edit Schedule once it has one", async () => {
    api.get.mockResolvedValue(reportItem());
    api.run.mockResolvedValue(groupedResult());
    api.schedules.mockResolvedValueOnce({ items: [] });
    const { user } = renderPage(["create_reports", "schedule_reports"]);
    const schedule = await screen.findByRole("button", { name: "Schedule for Pipeline by month" });
    await user.click(schedule);
    const dialog = await screen.findByRole("dialog", { name: "Schedule Pipeline by month" });
    expect(within(dialog).getByRole("textbox", { name: "Time" })).toHaveValue("08:00");
    expect(within(dialog).getByRole("combobox", { name: "Time zone" })).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(within(dialog).queryByRole("button", { name: /Remove schedule/ })).not.toBeInTheDocument();
  });

  it("starts a new schedule in the zone the person chose in Preferences", async () => {
    setDisplayPreferences({ timeZone: "Asia/Tokyo", dateLocale: null });
    try {
      api.get.mockResolvedValue(reportItem());
      api.run.mockResolvedValue(groupedResult());
      api.schedules.mockResolvedValueOnce({ items: [] });
      const { user } = renderPage(["create_reports", "schedule_reports"]);
      await user.click(await screen.findByRole("button", { name: "Schedule for Pipeline by month" }));
      const dialog = await screen.findByRole("dialog", { name: "Schedule Pipeline by month" });
      expect(within(dialog).getByRole("combobox", { name: "Time zone" })).toHaveValue("Asia/Tokyo");
    } finally {
      setDisplayPreferences({ timeZone: null, dateLocale: null });
    }
  });

  it("says Edit Schedule for a report already scheduled", async () => {
    api.get.mockResolvedValue(reportItem());
    api.run.mockResolvedValue(groupedResult());
    api.schedules.mockResolvedValue({ items: [scheduleItem()] });
    renderPage(["create_reports", "schedule_reports"]);
    expect(
      await screen.findByRole("button", { name: "Edit Schedule for Pipeline by month" }),
    ).toHaveTextContent("Edit Schedule");
  });

  it("offers no schedule to a reader without schedule_reports", async () => {
    api.get.mockResolvedValue(reportItem());
    api.run.mockResolvedValue(groupedResult());
    renderPage(["create_reports"]);
    expect(await screen.findByRole("button", { name: "Export" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Schedule/ })).not.toBeInTheDocument();
    expect(api.schedules).not.toHaveBeenCalled();
  });
});
