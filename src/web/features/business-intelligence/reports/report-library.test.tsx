import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthorizationContext, type AuthorizationState } from "#web/app/auth/authorization-context";
import { downloadFile } from "#web/lib/transport/download-file";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { REPORT_ID, reportItem, reportsPage } from "../report-fixtures";
import { ReportLibrary } from "./report-library";

vi.mock("#web/lib/transport/download-file", () => ({ downloadFile: vi.fn() }));

const api = vi.mocked(client.reports);
const READER = authorizationState(["user"], ["view_reports"]);
const BUILDER = authorizationState(["user"], ["create_reports"]);

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function renderLibrary(at = "/business-intelligence/reports", state: AuthorizationState = READER) {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={state}>
      <ReportLibrary />
      <Address />
    </AuthorizationContext.Provider>,
    { at },
  );
}

const card = async (name: string) =>
  within((await screen.findByRole("heading", { level: 3, name })).closest("li") as HTMLElement);

describe("ReportLibrary", () => {
  afterEach(() => vi.resetAllMocks());

  it("shows each report's name, description, data, who sees it, author and last change, with View and Export", async () => {
    api.list.mockResolvedValue(
      reportsPage([reportItem(), reportItem({ id: "r-2", name: "My tickets", visibility: "private" })]),
    );
    renderLibrary();
    const pipeline = await card("Pipeline by month");
    for (const text of ["Deal value by status, month by month.", "Deals", "All staff", "Adam Clarke"]) {
      expect(pipeline.getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(pipeline.getByText("Nov 20, 2026")).toBeInTheDocument();
    expect((await card("My tickets")).getByText("Only me")).toBeInTheDocument();
    expect(pipeline.getByRole("link", { name: "View Pipeline by month" })).toHaveAttribute(
      "href",
      `/business-intelligence/reports/${REPORT_ID}`,
    );
    expect(api.list).toHaveBeenCalledWith({ page: 1, pageSize: 12 }, expect.anything());
  });

  it("searches name and description on the server once typing pauses and keeps the search in the address", async () => {
    api.list.mockResolvedValue(reportsPage([reportItem()], 30));
    const { user } = renderLibrary("/business-intelligence/reports?page=2");
    const search = await screen.findByRole("searchbox", { name: "Search reports" });
    expect(search).toHaveAttribute("placeholder", "Search reports...");
    await user.type(search, " pipeline ");
    await waitFor(() =>
      expect(api.list.mock.lastCall?.[0]).toEqual({ search: "pipeline", page: 1, pageSize: 12 }),
    );
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(
      "/business-intelligence/reports?q=pipeline",
    );
  });

  it("says when no report matches the search, and when there is none yet", async () => {
    api.list.mockResolvedValue(reportsPage([]));
    renderLibrary("/business-intelligence/reports?q=nothing");
    expect(
      await screen.findByText('No reports match "nothing". Try another name or description.'),
    ).toBeVisible();
  });

  it("says there are no reports yet", async () => {
    api.list.mockResolvedValue(reportsPage([]));
    renderLibrary();
    expect(await screen.findByRole("heading", { name: "No reports yet" })).toBeInTheDocument();
  });

  it("says the list failed to load and offers to try again", async () => {
    api.list.mockRejectedValueOnce(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    api.list.mockResolvedValue(reportsPage([reportItem()]));
    const { user } = renderLibrary();
    expect(await screen.findByText("Failed to load reports.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Try Again/ }));
    expect(await screen.findByRole("heading", { name: "Pipeline by month" })).toBeInTheDocument();
  });

  it("exports a report's CSV from its card", async () => {
    api.list.mockResolvedValue(reportsPage([reportItem()]));
    vi.mocked(downloadFile).mockResolvedValue();
    const { user } = renderLibrary();
    await user.click(
      (await card("Pipeline by month")).getByRole("button", { name: "Export Pipeline by month" }),
    );
    expect(downloadFile).toHaveBeenCalledWith(`/api/v1/reports/${REPORT_ID}/export`, {}, "report.csv");
  });

  it("toasts an export the server refused", async () => {
    api.list.mockResolvedValue(reportsPage([reportItem()]));
    vi.mocked(downloadFile).mockRejectedValue(new ORPCError("FORBIDDEN", { status: 403, message: "No." }));
    const { user } = renderLibrary();
    await user.click(
      (await card("Pipeline by month")).getByRole("button", { name: "Export Pipeline by month" }),
    );
    expect(await screen.findByText("Export Failed")).toBeInTheDocument();
    expect(screen.getByText("No.")).toBeInTheDocument();
  });

  it("offers Create Report to those who may create reports only", async () => {
    api.list.mockResolvedValue(reportsPage([reportItem()]));
    const { unmount } = renderLibrary();
    await card("Pipeline by month");
    expect(screen.queryByRole("link", { name: "Create Report" })).not.toBeInTheDocument();
    unmount();
    renderLibrary("/business-intelligence/reports", BUILDER);
    expect(screen.getByRole("link", { name: "Create Report" })).toHaveAttribute(
      "href",
      "/business-intelligence/reports/new",
    );
  });

  it("tells someone without a reports permission what opens the library, without asking the server", () => {
    renderLibrary("/business-intelligence/reports", authorizationState(["user"]));
    expect(screen.getByRole("heading", { name: "No access to saved reports" })).toBeInTheDocument();
    expect(api.list).not.toHaveBeenCalled();
  });
});
