import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WEBHOOK_EVENTS_REQUIRED, WEBHOOK_URL_REFUSALS } from "#shared/contracts/webhooks";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import {
  deliveriesPage,
  deliveryFixture,
  ENDPOINT_ID,
  endpointFixture,
  endpointWithSecretFixture,
} from "../webhook-fixtures";
import { WebhooksSection } from "./webhooks-section";

const api = vi.mocked(client.webhooks);
const URL = "https://crm.example.com/hooks/portal";

/** What a row's list of facts says under `term`. */
const fact = (row: ReturnType<typeof within>, term: string) =>
  row.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

const row = async (url: string) =>
  (await screen.findByRole("heading", { level: 3, name: url })).closest("li") as HTMLElement;

const renderSection = (owner: "partner" | "integrations" = "partner") =>
  renderWithQueryClient(<WebhooksSection owner={owner} />, { at: "/dashboard?tab=api" });

describe("WebhooksSection", { timeout: 15_000 }, () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("lists each endpoint with its events, status, created date and secret's start", async () => {
    api.listMine.mockResolvedValue([
      endpointFixture(),
      endpointFixture({
        id: "7a2d3e4f-0000-4000-8000-000000000002",
        url: "https://erp.example.com/in",
        description: null,
        status: "failing",
        failingSince: new Date("2026-03-04T12:00:00Z"),
      }),
      endpointFixture({
        id: "7a2d3e4f-0000-4000-8000-000000000003",
        url: "https://off.example.com/in",
        enabled: false,
      }),
    ]);
    renderSection();
    const crm = within(await row(URL));
    expect(crm.getByText("Healthy")).toBeInTheDocument();
    expect(crm.getByText("CRM deal sync")).toBeInTheDocument();
    expect(
      within(crm.getByRole("list", { name: "Events" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["deal.submitted", "payout.paid"]);
    expect(crm.getByText(/Mar 02, 2026/)).toBeInTheDocument();
    expect(crm.getByText("whsec_ab12…")).toBeInTheDocument();
    const erp = within(await row("https://erp.example.com/in"));
    expect(erp.getByText("Failing")).toBeInTheDocument();
    expect(erp.getByText("Failing since")).toBeInTheDocument();
    expect(within(await row("https://off.example.com/in")).getByText("Disabled")).toBeInTheDocument();
    expect(api.list).not.toHaveBeenCalled();
  });

  it("reads the administrators' endpoints on the Integrations tab", async () => {
    api.list.mockResolvedValue([]);
    renderSection("integrations");
    expect(await screen.findByText("No webhook endpoints yet")).toBeInTheDocument();
    expect(api.listMine).not.toHaveBeenCalled();
  });

  it("says when the endpoints could not be loaded", async () => {
    api.listMine.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR"));
    renderSection();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load webhook endpoints");
  });

  it("requires an address and an event, then adds the endpoint and shows its secret once with a Copy button", async () => {
    api.listMine.mockResolvedValue([]);
    const created = endpointWithSecretFixture();
    api.createMine.mockResolvedValue(created);
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: "Add Endpoint" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Endpoint" }));
    await user.click(dialog.getByRole("button", { name: "Add Endpoint" }));
    expect(await dialog.findByText("Endpoint URL is required.")).toBeInTheDocument();
    expect(dialog.getByText(WEBHOOK_EVENTS_REQUIRED)).toBeInTheDocument();
    expect(api.createMine).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText(/^Endpoint URL/), URL);
    await user.click(dialog.getByRole("checkbox", { name: "deal.submitted" }));
    await user.click(dialog.getByRole("checkbox", { name: "payout.paid" }));
    await user.type(dialog.getByLabelText(/^Description/), "CRM deal sync");
    await user.click(dialog.getByRole("button", { name: "Add Endpoint" }));
    const shown = within(await screen.findByRole("dialog", { name: "Endpoint added" }));
    expect(api.createMine.mock.calls[0]?.[0]).toEqual({
      url: URL,
      events: ["deal.submitted", "payout.paid"],
      description: "CRM deal sync",
    });
    expect(shown.getByLabelText("Signing secret")).toHaveValue(created.secret);
    await user.click(shown.getByRole("button", { name: "Copy Secret" }));
    expect(await navigator.clipboard.readText()).toBe(created.secret);
    expect(shown.getByRole("button", { name: "Copied" })).toBeInTheDocument();
    await user.click(shown.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the address on the address field", async () => {
    api.listMine.mockResolvedValue([]);
    api.createMine.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message: WEBHOOK_URL_REFUSALS.privateAddress,
        data: { field: "url" },
      }),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: "Add Endpoint" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Endpoint" }));
    const url = dialog.getByLabelText(/^Endpoint URL/);
    await user.type(url, "https://10.0.0.5/hook");
    await user.click(dialog.getByRole("checkbox", { name: "payout.created" }));
    await user.click(dialog.getByRole("button", { name: "Add Endpoint" }));
    await waitFor(() => expect(url).toHaveAttribute("aria-invalid", "true"));
    expect(url).toHaveAccessibleDescription(
      `Where the portal sends each event, as a signed POST request. ${WEBHOOK_URL_REFUSALS.privateAddress}`,
    );
    await waitFor(() => expect(url).toHaveFocus());
  });

  it("edits an endpoint's events and turns it off", async () => {
    api.listMine.mockResolvedValue([endpointFixture()]);
    api.updateMine.mockResolvedValue({ endpoint: endpointFixture({ enabled: false }) });
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: `Edit ${URL}` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Endpoint" }));
    expect(dialog.getByLabelText(/^Endpoint URL/)).toHaveValue(URL);
    await user.click(dialog.getByRole("checkbox", { name: "payout.paid" }));
    await user.click(dialog.getByRole("checkbox", { name: "Enabled" }));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Webhook endpoint saved")).toBeInTheDocument();
    expect(api.updateMine.mock.calls[0]?.[0]).toEqual({
      id: ENDPOINT_ID,
      url: URL,
      events: ["deal.submitted"],
      description: "CRM deal sync",
      enabled: false,
    });
  });

  it("rotates the secret only after the confirmation, then shows the new one once", async () => {
    api.listMine.mockResolvedValue([endpointFixture()]);
    const rotated = endpointWithSecretFixture({ secretPrefix: "whsec_ef34" });
    api.rotateSecretMine.mockResolvedValue(rotated);
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: `Rotate secret of ${URL}` }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Rotate the signing secret?" }));
    expect(api.rotateSecretMine).not.toHaveBeenCalled();
    await user.click(confirm.getByRole("button", { name: "Rotate Secret" }));
    const shown = within(await screen.findByRole("dialog", { name: "New signing secret" }));
    expect(shown.getByLabelText("Signing secret")).toHaveValue(rotated.secret);
    expect(api.rotateSecretMine.mock.calls[0]?.[0]).toEqual({ id: ENDPOINT_ID });
    await user.click(shown.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says how each endpoint is signed, and warns that rotating moves an old one to Standard Webhooks", async () => {
    api.listMine.mockResolvedValue([endpointFixture({ signing: "legacy" })]);
    const { user } = renderSection();
    expect(await screen.findByText(/signature, ends 30 June 2027/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: `Rotate secret of ${URL}` }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Rotate the signing secret?" }));
    expect(confirm.getByText(/as Standard Webhooks signs them/)).toBeInTheDocument();
  });

  it("names Standard Webhooks as the signature of an endpoint made now", async () => {
    api.listMine.mockResolvedValue([endpointFixture()]);
    renderSection();
    expect(await screen.findByText("Standard Webhooks")).toBeInTheDocument();
  });

  it("deletes an endpoint only after the confirmation", async () => {
    api.listMine.mockResolvedValue([endpointFixture()]);
    api.deleteMine.mockResolvedValue({ id: ENDPOINT_ID });
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: `Delete ${URL}` }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Delete this endpoint?" }));
    expect(api.deleteMine).not.toHaveBeenCalled();
    await user.click(confirm.getByRole("button", { name: "Delete Endpoint" }));
    expect(await screen.findByText("Webhook endpoint deleted")).toBeInTheDocument();
    expect(api.deleteMine.mock.calls[0]?.[0]).toEqual({ id: ENDPOINT_ID });
  });

  it("opens an endpoint's deliveries, each with its tries and last answer, and resends one", async () => {
    api.listMine.mockResolvedValue([endpointFixture()]);
    api.listDeliveriesMine.mockResolvedValue(
      deliveriesPage([
        deliveryFixture(),
        deliveryFixture({
          id: "8b3e4f50-0000-4000-8000-000000000002",
          eventType: "payout.paid",
          state: "failed",
          attemptCount: 2,
          lastStatusCode: null,
          lastError: "Connection refused",
          nextAttemptAt: null,
          attempts: [
            { attemptedAt: new Date("2026-03-05T12:00:01Z"), statusCode: 500, error: null, durationMs: 120 },
            {
              attemptedAt: new Date("2026-03-05T12:01:00Z"),
              statusCode: null,
              error: "Connection refused",
              durationMs: 3,
            },
          ],
        }),
      ]),
    );
    api.resendDeliveryMine.mockResolvedValue({ delivery: deliveryFixture() });
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: `Deliveries of ${URL}` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Deliveries" }));
    const list = await dialog.findByRole("list", { name: "Deliveries" });
    const [first, second] = [...list.children] as HTMLElement[];
    expect(api.listDeliveriesMine.mock.calls[0]?.[0]).toEqual({
      endpointId: ENDPOINT_ID,
      page: 1,
      pageSize: 10,
    });
    const pending = within(first as HTMLElement);
    expect(pending.getByText("deal.submitted")).toBeInTheDocument();
    expect(pending.getByText("Pending")).toBeInTheDocument();
    expect(fact(pending, "Last status")).toBe("500");
    expect(fact(pending, "Attempts")).toBe("2");
    const failed = within(second as HTMLElement);
    expect(failed.getByText("Failed")).toBeInTheDocument();
    expect(fact(failed, "Last status")).toBe("No answer");
    expect(fact(failed, "Next attempt")).toBe("None");

    await user.click(failed.getByText("Attempts (2)"));
    const attempts = within(failed.getByRole("list", { name: "Attempts" })).getAllByRole("listitem");
    expect(attempts.map((attempt) => attempt.textContent)).toEqual([
      expect.stringMatching(/^#1.*Status 500120 ms$/),
      expect.stringMatching(/^#2.*No answer3 msConnection refused$/),
    ]);

    await user.click(failed.getByRole("button", { name: /^Resend payout\.paid/ }));
    expect(await screen.findByText("Delivery queued again")).toBeInTheDocument();
    expect(api.resendDeliveryMine.mock.calls[0]?.[0]).toEqual({ id: "8b3e4f50-0000-4000-8000-000000000002" });
  });

  it("narrows the deliveries to one state, and says when none is in it", async () => {
    api.listMine.mockResolvedValue([endpointFixture()]);
    api.listDeliveriesMine.mockResolvedValue(deliveriesPage([]));
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: `Deliveries of ${URL}` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Deliveries" }));
    expect(await dialog.findByText("No deliveries yet")).toBeInTheDocument();
    await user.click(dialog.getByRole("combobox", { name: "State" }));
    await user.click(await screen.findByRole("option", { name: "Failed" }));
    expect(await dialog.findByText("No failed deliveries")).toBeInTheDocument();
    expect(api.listDeliveriesMine.mock.lastCall?.[0]).toEqual({
      endpointId: ENDPOINT_ID,
      state: "failed",
      page: 1,
      pageSize: 10,
    });
  });

  it("sends a test event from the deliveries", async () => {
    api.listMine.mockResolvedValue([endpointFixture()]);
    api.listDeliveriesMine.mockResolvedValue(deliveriesPage([]));
    api.sendTestMine.mockResolvedValue({ delivery: deliveryFixture({ eventType: "webhook.test" }) });
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: `Deliveries of ${URL}` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Deliveries" }));
    await user.click(await dialog.findByRole("button", { name: "Send Test Event" }));
    expect(await screen.findByText("Test event queued")).toBeInTheDocument();
    expect(api.sendTestMine.mock.calls[0]?.[0]).toEqual({ id: ENDPOINT_ID });
    await waitFor(() => expect(api.listDeliveriesMine).toHaveBeenCalledTimes(2));
  });
});
