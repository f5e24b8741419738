import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { groupedResult, REPORT_ID, reportItem } from "../report-fixtures";
import { ReportBuilderPage } from "./report-builder-page";

const api = vi.mocked(client.reports);
const BUILDER = ["create_reports", "manage_partners"];

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderBuilder(address: string = paths.businessIntelligence.newReport, permissions = BUILDER) {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={authorizationState(["user"], permissions)}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={paths.businessIntelligence.newReport} element={<ReportBuilderPage />} />
          <Route path={paths.businessIntelligence.editReport.pattern} element={<ReportBuilderPage />} />
          <Route path={paths.businessIntelligence.report.pattern} element={<p>The report page</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </AuthorizationContext.Provider>,
  );
}

async function choose(user: UserEvent, menu: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: menu }));
  await user.click(await screen.findByRole("option", { name: option }));
}

const previewTable = () => screen.findByRole("table", { name: "Preview of the report's first rows" });

// The builder is a large form: on two busy cores a walk through it can pass the default 5 s.
describe("ReportBuilderPage", { timeout: 15_000 }, () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("tells someone without create_reports they have no access", () => {
    renderBuilder(paths.businessIntelligence.newReport, ["view_reports"]);
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
  });

  it("offers the datasets the caller may read, each with its description", () => {
    api.preview.mockResolvedValue(groupedResult());
    renderBuilder(paths.businessIntelligence.newReport, ["create_reports"]);
    const datasets = screen.getByRole("radiogroup", { name: "What the report is about" });
    expect(within(datasets).queryByRole("radio", { name: "Deals" })).not.toBeInTheDocument();
    expect(within(datasets).getByRole("radio", { name: "Customers" })).toHaveAccessibleDescription(
      "Customers, their health, contract value and renewal.",
    );
    expect(within(datasets).getByRole("radio", { name: "Enrollments and certificates" })).toBeChecked();
  });

  it("offers sharing with all staff only with manage_reports", () => {
    api.preview.mockResolvedValue(groupedResult());
    const { unmount } = renderBuilder();
    expect(screen.queryByRole("radio", { name: "All staff" })).not.toBeInTheDocument();
    expect(screen.getByText(/Sharing with all staff needs manage_reports/)).toBeInTheDocument();
    unmount();
    renderBuilder(paths.businessIntelligence.newReport, [...BUILDER, "manage_reports"]);
    expect(screen.getByRole("radio", { name: "All staff" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Only me" })).toBeChecked();
  });

  it("previews the report once it stops changing, and again after a change", async () => {
    api.preview.mockResolvedValue(groupedResult());
    const { user } = renderBuilder();
    expect(await previewTable()).toBeInTheDocument();
    expect(api.preview).toHaveBeenCalledWith(
      {
        definition: {
          dataset: "deals",
          columns: ["partner", "customer", "contact"],
          filters: [],
          grouping: null,
          sort: null,
        },
        page: 1,
        pageSize: 10,
      },
      expect.anything(),
    );
    await user.click(screen.getByRole("checkbox", { name: "Deal Value" }));
    await waitFor(() =>
      expect(api.preview.mock.lastCall?.[0].definition.columns).toEqual([
        "partner",
        "customer",
        "contact",
        "value",
      ]),
    );
  });

  it("says what is missing instead of previewing an incomplete report, in the contract's words", async () => {
    api.preview.mockResolvedValue(groupedResult());
    const { user } = renderBuilder();
    await previewTable();
    await user.click(screen.getByRole("button", { name: "Add filter" }));
    await choose(user, "Filter 1 column", "Status");
    expect(
      await screen.findByText('Choose at least one value for "Status is any of".', { selector: "section p" }),
    ).toBeInTheDocument();
    const calls = api.preview.mock.calls.length;
    await user.click(screen.getByRole("checkbox", { name: "Closed Won" }));
    await waitFor(() => expect(api.preview.mock.calls.length).toBeGreaterThan(calls));
    expect(api.preview.mock.lastCall?.[0].definition.filters).toEqual([
      { column: "status", operator: "is_any_of", values: ["closed_won"] },
    ]);
  });

  it("shows the server's refusal of a preview readably", async () => {
    api.preview.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message: "Input validation failed",
        data: {
          issues: [{ path: ["definition", "columns", 0], message: '"partner" is not a column of Deals.' }],
        },
      }),
    );
    renderBuilder();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Input validation failed");
    expect(alert).toHaveTextContent('"partner" is not a column of Deals.');
  });

  it("checks the form before saving: the name, and each filter's value next to it", async () => {
    api.preview.mockResolvedValue(groupedResult());
    const { user } = renderBuilder();
    await user.click(screen.getByRole("button", { name: "Add filter" }));
    await choose(user, "Filter 1 column", "Deal Value");
    await user.click(screen.getByRole("button", { name: "Create Report" }));
    expect(await screen.findByText("Name is required.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Filter 1 value" })).toHaveAccessibleDescription(
      "Deal Value: enter a number, such as 1500 or 99.95.",
    );
    expect(api.create).not.toHaveBeenCalled();
  });

  it("builds a grouped report, saves it and opens its page", async () => {
    api.preview.mockResolvedValue(groupedResult());
    api.create.mockResolvedValue(reportItem({ id: REPORT_ID }));
    const { user } = renderBuilder();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Won deals by month");
    await user.click(screen.getByRole("checkbox", { name: "Group rows and show figures for each group" }));
    await choose(user, "Group 1", "Submitted");
    await user.click(screen.getByRole("button", { name: "Add figure" }));
    await choose(user, "Sort by", "Sum of Deal Value");
    await choose(user, "Direction", "Descending");
    await user.click(screen.getByRole("button", { name: "Create Report" }));
    expect(await screen.findByText("The report page")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(
      paths.businessIntelligence.report.to(REPORT_ID),
    );
    expect(api.create).toHaveBeenCalledWith({
      name: "Won deals by month",
      description: undefined,
      visibility: "private",
      definition: {
        dataset: "deals",
        columns: ["partner", "customer", "contact"],
        filters: [],
        grouping: {
          by: [{ column: "submitted", bucket: "month" }],
          measures: [{ aggregate: "count" }, { aggregate: "sum", column: "value" }],
        },
        sort: { key: "sum_value", direction: "desc" },
      },
    });
  });

  it("places the server's refusal next to the part of the definition it names", async () => {
    api.preview.mockResolvedValue(groupedResult());
    api.create.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message: "Input validation failed",
        data: {
          issues: [
            { path: ["definition", "filters", 0, "values"], message: "Somebody else's words for this." },
          ],
        },
      }),
    );
    const { user } = renderBuilder();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Big deals");
    await user.click(screen.getByRole("button", { name: "Add filter" }));
    await choose(user, "Filter 1 column", "Deal Value");
    await user.type(screen.getByRole("textbox", { name: "Filter 1 value" }), "1500");
    await user.click(screen.getByRole("button", { name: "Create Report" }));
    const value = screen.getByRole("textbox", { name: "Filter 1 value" });
    await waitFor(() => expect(value).toHaveAccessibleDescription("Somebody else's words for this."));
    await waitFor(() => expect(value).toHaveFocus());
    expect(await screen.findByText("Report Not Saved")).toBeInTheDocument();
  });

  it("edits a saved report and saves it under its id", async () => {
    api.get.mockResolvedValue(reportItem({ visibility: "private" }));
    api.preview.mockResolvedValue(groupedResult());
    api.update.mockResolvedValue(reportItem());
    const { user } = renderBuilder(paths.businessIntelligence.editReport.to(REPORT_ID));
    const name = await screen.findByRole("textbox", { name: /^Name/ });
    expect(name).toHaveValue("Pipeline by month");
    expect(screen.getByRole("checkbox", { name: "Closed Won" })).toBeChecked();
    await user.clear(name);
    await user.type(name, "Pipeline");
    await user.click(screen.getByRole("button", { name: "Save Report" }));
    expect(await screen.findByText("The report page")).toBeInTheDocument();
    expect(api.update).toHaveBeenCalledWith(
      expect.objectContaining({ id: REPORT_ID, name: "Pipeline", visibility: "private" }),
    );
  });

  it("tells someone who may not change a report so", async () => {
    api.get.mockResolvedValue(reportItem({ canEdit: false }));
    renderBuilder(paths.businessIntelligence.editReport.to(REPORT_ID));
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
  });
});
