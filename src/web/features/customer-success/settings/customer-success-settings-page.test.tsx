import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type CustomerSuccessSettings,
  DEFAULT_CUSTOMER_SUCCESS_SETTINGS,
} from "#shared/contracts/customer-success-settings";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { CustomerSuccessSettingsPage } from "./customer-success-settings-page";

const health = vi.mocked(client.customerHealth);

const SAVED = {
  ...DEFAULT_CUSTOMER_SUCCESS_SETTINGS,
  calendar: { ...DEFAULT_CUSTOMER_SUCCESS_SETTINGS.calendar, holidays: ["2026-12-25"] },
  updatedAt: new Date("2026-11-20T14:30:00Z"),
  updatedByName: "Ada Admin",
};
const { updatedAt: _at, updatedByName: _by, ...SETTINGS } = SAVED;

const answer = (settings: CustomerSuccessSettings) => ({
  ...settings,
  updatedAt: new Date("2026-11-29T08:00:00Z"),
  updatedByName: "Ada Admin",
});

function renderPage(permissions = ["manage_system"]) {
  health.settings.mockResolvedValue(SAVED);
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={authorizationState(["manager"], permissions)}>
      <CustomerSuccessSettingsPage />
    </AuthorizationContext.Provider>,
    { at: paths.customerSuccess.settings },
  );
}

const section = (name: string) => within(screen.getByRole("region", { name }));
const priority = (name: string) => within(screen.getByRole("group", { name }));

describe("CustomerSuccessSettingsPage", () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("tells someone without manage_system they have no access, asking for nothing", () => {
    renderPage([]);
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to change the Customer Success settings."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Customer Success" })).toHaveAttribute(
      "href",
      paths.customerSuccess.overview,
    );
    expect(health.settings).not.toHaveBeenCalled();
  });

  it("shows the saved weights, targets and calendar, and who saved them last", async () => {
    renderPage();
    await screen.findByRole("region", { name: "Health Weights" });
    expect(screen.getByText(/Last saved by Ada Admin/)).toBeInTheDocument();
    const weights = section("Health Weights");
    expect(weights.getByLabelText("Days since last contact")).toHaveValue(25);
    expect(weights.getByLabelText("Open tickets by priority")).toHaveValue(20);
    expect(weights.getByLabelText("SLA breaches in the last 90 days")).toHaveValue(20);
    expect(weights.getByLabelText("Renewal within 60 days")).toHaveValue(10);
    expect(weights.getByLabelText("CSM rating")).toHaveValue(25);
    expect(weights.getByText(/Every customer starts at 100/)).toBeInTheDocument();
    expect(
      weights.getByText("The weights add up to 100, so the lowest score they can give is 0."),
    ).toBeInTheDocument();

    expect(priority("Urgent").getByLabelText("First response (minutes)")).toHaveValue(60);
    expect(priority("Urgent").getByLabelText("First response (minutes)")).toHaveAccessibleDescription(
      "1h of business hours.",
    );
    expect(priority("Low").getByLabelText("Resolution (minutes)")).toHaveValue(4800);
    expect(priority("Low").getByLabelText("Resolution (minutes)")).toHaveAccessibleDescription(
      "80h of business hours.",
    );

    const calendar = section("Business Calendar");
    expect(calendar.getByLabelText("Time zone")).toHaveValue("America/New_York");
    expect(calendar.getByRole("checkbox", { name: "Monday" })).toBeChecked();
    expect(calendar.getByRole("checkbox", { name: "Saturday" })).not.toBeChecked();
    expect(calendar.getByLabelText("Working day starts")).toHaveValue("09:00");
    expect(calendar.getByLabelText("Working day ends")).toHaveValue("17:00");
    expect(calendar.getByRole("list", { name: "Holidays" })).toHaveTextContent("Dec 25, 2026");
  });

  it("saves the health weights with the rest as saved", async () => {
    health.updateSettings.mockImplementation(async (input) => answer(input as CustomerSuccessSettings));
    const { user } = renderPage();
    const field = await screen.findByLabelText("Renewal within 60 days");
    await user.clear(field);
    await user.type(field, "15");
    expect(
      section("Health Weights").getByText(/add up to 105, so the lowest score they can give is 0/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Health Weights" }));
    await waitFor(() =>
      expect(health.updateSettings).toHaveBeenCalledWith({
        ...SETTINGS,
        healthWeights: { ...SETTINGS.healthWeights, renewal: 15 },
      }),
    );
    expect(await screen.findByText("Health Weights Saved")).toBeInTheDocument();
  });

  it("refuses a weight over 100 with the contract's message, sending nothing", async () => {
    const { user } = renderPage();
    const field = await screen.findByLabelText("CSM rating");
    await user.clear(field);
    await user.type(field, "101");
    await user.click(screen.getByRole("button", { name: "Save Health Weights" }));
    expect(await screen.findByText("The weight of CSM rating must be at most 100.")).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(health.updateSettings).not.toHaveBeenCalled();
  });

  it("saves an SLA target and refuses a resolution shorter than the first response", async () => {
    health.updateSettings.mockImplementation(async (input) => answer(input as CustomerSuccessSettings));
    const { user } = renderPage();
    const resolution = await screen.findByLabelText("Resolution (minutes)", {
      selector: `[id$="high-resolutionMinutes"]`,
    });
    await user.clear(resolution);
    await user.type(resolution, "120");
    await user.click(screen.getByRole("button", { name: "Save SLA Targets" }));
    expect(
      await screen.findByText("The resolution target must not be shorter than the first response target."),
    ).toBeInTheDocument();
    await waitFor(() => expect(resolution).toHaveFocus());
    expect(health.updateSettings).not.toHaveBeenCalled();

    await user.clear(resolution);
    await user.type(resolution, "600");
    expect(resolution).toHaveAccessibleDescription("10h of business hours.");
    await user.click(screen.getByRole("button", { name: "Save SLA Targets" }));
    await waitFor(() =>
      expect(health.updateSettings).toHaveBeenCalledWith({
        ...SETTINGS,
        slaPolicies: { ...SETTINGS.slaPolicies, high: { firstResponseMinutes: 240, resolutionMinutes: 600 } },
      }),
    );
    expect(await screen.findByText("SLA Targets Saved")).toBeInTheDocument();
  });

  it("saves the business calendar: zone, working days, hours and holidays added and removed", async () => {
    health.updateSettings.mockImplementation(async (input) => answer(input as CustomerSuccessSettings));
    const { user } = renderPage();
    const calendar = within(await screen.findByRole("region", { name: "Business Calendar" }));
    await user.selectOptions(calendar.getByLabelText("Time zone"), "Europe/Berlin");
    await user.click(calendar.getByRole("checkbox", { name: "Friday" }));
    await user.click(calendar.getByRole("checkbox", { name: "Saturday" }));
    const start = calendar.getByLabelText("Working day starts");
    await user.clear(start);
    await user.type(start, "08:30");
    await user.type(calendar.getByLabelText("Holiday date"), "2027-01-01");
    await user.click(calendar.getByRole("button", { name: "Add Holiday" }));
    await user.click(calendar.getByRole("button", { name: "Remove holiday Dec 25, 2026" }));
    expect(calendar.getByRole("list", { name: "Holidays" })).toHaveTextContent("Jan 01, 2027");
    await user.click(calendar.getByRole("button", { name: "Save Business Calendar" }));
    await waitFor(() =>
      expect(health.updateSettings).toHaveBeenCalledWith({
        ...SETTINGS,
        calendar: {
          timeZone: "Europe/Berlin",
          workingDays: [1, 2, 3, 4, 6],
          startTime: "08:30",
          endTime: "17:00",
          holidays: ["2027-01-01"],
        },
      }),
    );
    expect(await screen.findByText("Business Calendar Saved")).toBeInTheDocument();
  });

  it("asks for at least one working day", async () => {
    const { user } = renderPage();
    const calendar = within(await screen.findByRole("region", { name: "Business Calendar" }));
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])
      await user.click(calendar.getByRole("checkbox", { name: day }));
    await user.click(calendar.getByRole("button", { name: "Save Business Calendar" }));
    expect(await calendar.findByText("Please choose at least one working day.")).toBeInTheDocument();
    await waitFor(() => expect(calendar.getByRole("checkbox", { name: "Monday" })).toHaveFocus());
    expect(health.updateSettings).not.toHaveBeenCalled();
  });

  it("places the server's refusal on the field it names", async () => {
    health.updateSettings.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message: "Input validation failed",
        data: {
          issues: [{ path: ["calendar", "endTime"], message: "The working day must end after it starts." }],
        },
      }),
    );
    const { user } = renderPage();
    const calendar = within(await screen.findByRole("region", { name: "Business Calendar" }));
    await user.click(calendar.getByRole("button", { name: "Save Business Calendar" }));
    const end = calendar.getByLabelText("Working day ends");
    await waitFor(() => expect(end).toHaveAccessibleDescription("The working day must end after it starts."));
    await waitFor(() => expect(end).toHaveFocus());
    expect(await screen.findByText("Business Calendar Not Saved")).toBeInTheDocument();
  });
});
