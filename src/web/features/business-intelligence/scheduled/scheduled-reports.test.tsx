import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { REPORT_ID, scheduleItem } from "../report-fixtures";
import { ScheduledReports } from "./scheduled-reports";

const api = vi.mocked(client.reports);

function renderTab(permissions = ["view_reports", "create_reports", "schedule_reports"]) {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={authorizationState(["user"], permissions)}>
      <ScheduledReports />
    </AuthorizationContext.Provider>,
    { at: "/business-intelligence/scheduled" },
  ).user;
}

const rowOf = async (name: string) => {
  const link = await screen.findByRole("link", { name });
  const row = link.closest("li");
  if (!row) throw new Error(`${name} has no row`);
  return row;
};

describe("ScheduledReports", () => {
  useRadixInJsdom();
  beforeEach(() => {
    api.recipientDomains.mockResolvedValue({ domains: ["partner.example"] });
    api.recipientOptions.mockResolvedValue([
      { id: "user-2", name: "Ada Lovelace", email: "ada@example.com" },
      { id: "user-3", name: "Grace Hopper", email: "grace@example.com" },
    ]);
  });
  afterEach(() => vi.resetAllMocks());

  it("lists each schedule with its report, rule, time and zone, recipients, last and next run", async () => {
    api.schedules.mockResolvedValue({
      items: [
        scheduleItem(),
        scheduleItem({
          reportId: "8b1d65a2-3e7c-4d2f-a054-6c9f1e3f7b22",
          reportName: "Tickets by priority",
          preset: "custom",
          rule: "FREQ=WEEKLY;BYDAY=TU,TH",
          timeOfDay: "17:30",
          timeZone: "UTC",
          people: [],
          addresses: ["ops@partner.example"],
          lastRunAt: null,
          lastRows: null,
          canEdit: false,
        }),
      ],
    });
    renderTab();
    const row = await rowOf("Pipeline by month");
    expect(within(row).getByRole("link", { name: "Pipeline by month" })).toHaveAttribute(
      "href",
      `/business-intelligence/reports/${REPORT_ID}`,
    );
    expect(row).toHaveTextContent("Every weekday, at 09:00 (Europe/Berlin)");
    expect(row).toHaveTextContent("Ada Lovelace, finance@partner.example");
    expect(row).toHaveTextContent("Nov 27, 2026");
    expect(row).toHaveTextContent("42 rows");
    expect(row).toHaveTextContent("Nov 30, 2026");
    expect(
      within(row).getByRole("button", { name: "Edit Schedule for Pipeline by month" }),
    ).toHaveTextContent("Edit Schedule");

    const custom = await rowOf("Tickets by priority");
    expect(custom).toHaveTextContent("Custom rule: FREQ=WEEKLY;BYDAY=TU,TH, at 17:30 (UTC)");
    expect(custom).toHaveTextContent("Not run yet");
    expect(within(custom).queryByRole("button", { name: /Edit Schedule/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Scheduled reports" }))
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Pipeline by month", "Tickets by priority"]);
  });

  it("shows the last failure with its time and, while it is retried, says so", async () => {
    api.schedules.mockResolvedValue({
      items: [
        scheduleItem({
          lastFailure:
            "The report is larger than 10 MB as a CSV file, too large to mail. Narrow it with filters.",
          lastFailureAt: new Date("2026-11-28T08:00:00Z"),
          failedAttempts: 2,
        }),
      ],
    });
    renderTab();
    const failure = within(await rowOf("Pipeline by month")).getByRole("note", { name: "Last failure" });
    expect(failure).toHaveTextContent("too large to mail");
    expect(failure).toHaveTextContent("Nov 28, 2026");
    expect(failure).toHaveTextContent("2 failed tries: it will be retried at the next run shown.");
  });

  it("says when nothing is scheduled", async () => {
    api.schedules.mockResolvedValueOnce({ items: [] });
    renderTab();
    expect(await screen.findByText("No scheduled reports")).toBeInTheDocument();
  });

  it("offers to try again when the schedules could not load", async () => {
    api.schedules.mockRejectedValueOnce(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    api.schedules.mockResolvedValueOnce({ items: [scheduleItem()] });
    const user = renderTab();
    expect(await screen.findByText("Failed to load scheduled reports.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await rowOf("Pipeline by month")).toBeInTheDocument();
  });

  it("tells someone without a reports permission which ones open it", async () => {
    renderTab([]);
    expect(screen.getByText("No access to scheduled reports")).toBeInTheDocument();
    expect(api.schedules).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "Allowed recipient domains" })).not.toBeInTheDocument();
  });

  describe("the Edit Schedule dialog", () => {
    const openDialog = async () => {
      api.schedules.mockResolvedValue({ items: [scheduleItem()] });
      const user = renderTab();
      await user.click(await screen.findByRole("button", { name: "Edit Schedule for Pipeline by month" }));
      return {
        user,
        dialog: await screen.findByRole("dialog", { name: "Edit the schedule of Pipeline by month" }),
      };
    };

    it("starts from the schedule and saves it as changed", async () => {
      api.setSchedule.mockResolvedValue(scheduleItem());
      const { user, dialog } = await openDialog();
      expect(within(dialog).getByRole("textbox", { name: "Time" })).toHaveValue("09:00");
      expect(within(dialog).getByRole("combobox", { name: "Time zone" })).toHaveValue("Europe/Berlin");
      expect(within(dialog).getByRole("list", { name: "People receiving it" })).toHaveTextContent(
        "Ada Lovelace",
      );
      expect(within(dialog).getByRole("list", { name: "Addresses receiving it" })).toHaveTextContent(
        "finance@partner.example",
      );
      expect(within(dialog).queryByRole("textbox", { name: "Custom rule" })).not.toBeInTheDocument();

      await user.click(within(dialog).getByRole("combobox", { name: "How often" }));
      await user.click(await screen.findByRole("option", { name: "Custom rule" }));
      const rule = within(dialog).getByRole("textbox", { name: "Custom rule" });
      expect(rule).toHaveAccessibleDescription(/FREQ=WEEKLY;BYDAY=TU,TH/);
      await user.type(rule, "FREQ=DAILY");
      const time = within(dialog).getByRole("textbox", { name: "Time" });
      await user.clear(time);
      await user.type(time, "07:15");
      const zone = within(dialog).getByRole("combobox", { name: "Time zone" });
      await user.clear(zone);
      await user.type(zone, "new york");
      await user.click(await screen.findByRole("option", { name: "America/New_York" }));
      await user.type(within(dialog).getByRole("combobox", { name: "People" }), "grace");
      await user.click(await screen.findByRole("option", { name: /Grace Hopper/ }));
      await user.click(within(dialog).getByRole("button", { name: "Remove finance@partner.example" }));
      await user.type(
        within(dialog).getByRole("textbox", { name: "Other addresses" }),
        "Ops@Partner.example{Enter}",
      );
      await user.click(within(dialog).getByRole("button", { name: "Save" }));

      await waitFor(() => expect(api.setSchedule).toHaveBeenCalled());
      expect(api.setSchedule.mock.lastCall?.[0]).toEqual({
        reportId: REPORT_ID,
        preset: "custom",
        customRule: "FREQ=DAILY",
        timeOfDay: "07:15",
        timeZone: "America/New_York",
        recipientUserIds: ["user-2", "user-3"],
        recipientAddresses: ["ops@partner.example"],
      });
      expect(await screen.findByText("Schedule Saved")).toBeInTheDocument();
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    });

    it("checks the time and asks for a recipient before sending anything", async () => {
      const { user, dialog } = await openDialog();
      const time = within(dialog).getByRole("textbox", { name: "Time" });
      await user.clear(time);
      await user.type(time, "9am");
      await user.click(within(dialog).getByRole("button", { name: "Remove Ada Lovelace" }));
      await user.click(within(dialog).getByRole("button", { name: "Remove finance@partner.example" }));
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(await within(dialog).findByText("Enter the time as HH:MM, such as 08:30.")).toBeInTheDocument();
      expect(within(dialog).getByRole("combobox", { name: "People" })).toHaveAccessibleDescription(
        /Add at least one recipient\./,
      );
      expect(api.setSchedule).not.toHaveBeenCalled();
    });

    it("refuses a malformed address before adding it", async () => {
      const { user, dialog } = await openDialog();
      const address = within(dialog).getByRole("textbox", { name: "Other addresses" });
      await user.type(address, "not-an-address{Enter}");
      expect(address).toHaveAccessibleDescription(/Please enter a valid email address\./);
      expect(within(dialog).getByRole("list", { name: "Addresses receiving it" })).not.toHaveTextContent(
        "not-an-address",
      );
    });

    it("shows the server's refusal beside the field it names", async () => {
      const refusal = "finance@partner.example cannot receive reports: only addresses at example.com can.";
      api.setSchedule.mockRejectedValue(
        new ORPCError("BAD_REQUEST", {
          status: 400,
          message: refusal,
          data: { field: "recipientAddresses" },
        }),
      );
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() =>
        expect(within(dialog).getByRole("textbox", { name: "Other addresses" })).toHaveAccessibleDescription(
          new RegExp(refusal),
        ),
      );
      expect(dialog).toBeInTheDocument();
    });

    it("shows a refused custom rule beside the rule", async () => {
      const refusal = "A rule may not set BYHOUR: the schedule's time of day is its own.";
      api.schedules.mockResolvedValue({
        items: [scheduleItem({ preset: "custom", rule: "FREQ=DAILY;BYHOUR=9" })],
      });
      api.setSchedule.mockRejectedValue(
        new ORPCError("BAD_REQUEST", { status: 400, message: refusal, data: { field: "customRule" } }),
      );
      const user = renderTab();
      await user.click(await screen.findByRole("button", { name: "Edit Schedule for Pipeline by month" }));
      const dialog = await screen.findByRole("dialog");
      const rule = within(dialog).getByRole("textbox", { name: "Custom rule" });
      expect(rule).toHaveValue("FREQ=DAILY;BYHOUR=9");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(rule).toHaveAccessibleDescription(new RegExp(refusal)));
      await waitFor(() => expect(rule).toHaveFocus());
    });

    it("removes the schedule once confirmed", async () => {
      api.removeSchedule.mockResolvedValue(undefined as never);
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole("button", { name: "Remove schedule of Pipeline by month" }));
      const confirm = await screen.findByRole("alertdialog", {
        name: "Remove the schedule of Pipeline by month?",
      });
      await user.click(within(confirm).getByRole("button", { name: "Remove Schedule" }));
      await waitFor(() => expect(api.removeSchedule).toHaveBeenCalled());
      expect(api.removeSchedule.mock.lastCall?.[0]).toEqual({ reportId: REPORT_ID });
      expect(await screen.findByText("Schedule Removed")).toBeInTheDocument();
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    });
  });

  describe("the allowed recipient domains", () => {
    beforeEach(() => api.schedules.mockResolvedValue({ items: [] }));

    it("are read-only for those who schedule reports", async () => {
      renderTab();
      const card = await screen.findByRole("region", { name: "Allowed recipient domains" });
      expect(await within(card).findByRole("list", { name: "Allowed domains" })).toHaveTextContent(
        "partner.example",
      );
      expect(within(card).queryByRole("button", { name: /Save domains|Remove/ })).not.toBeInTheDocument();
    });

    it("are changed by holders of manage_system, a refused domain shown at the field", async () => {
      api.setRecipientDomains.mockResolvedValue({ domains: ["partner.example", "example.org"] });
      const user = renderTab(["manage_system"]);
      const card = await screen.findByRole("region", { name: "Allowed recipient domains" });
      const field = await within(card).findByRole("textbox", { name: "Add a domain" });
      await user.type(field, "not a domain{Enter}");
      expect(field).toHaveAccessibleDescription(/Enter a domain such as example\.com\./);
      await user.clear(field);
      await user.type(field, "Example.org{Enter}");
      expect(within(card).getByRole("list", { name: "Allowed domains" })).toHaveTextContent("example.org");
      await user.click(within(card).getByRole("button", { name: "Save domains" }));
      await waitFor(() =>
        expect(api.setRecipientDomains.mock.lastCall?.[0]).toEqual({
          domains: ["partner.example", "example.org"],
        }),
      );
      expect(await screen.findByText("Recipient Domains Saved")).toBeInTheDocument();

      api.setRecipientDomains.mockRejectedValue(
        new ORPCError("BAD_REQUEST", {
          status: 400,
          message: "At most 100 domains.",
          data: { field: "domains" },
        }),
      );
      await user.click(within(card).getByRole("button", { name: "Remove example.org" }));
      await user.click(within(card).getByRole("button", { name: "Save domains" }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(/At most 100 domains\./));
    });
  });
});
