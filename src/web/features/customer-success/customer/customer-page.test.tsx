import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CUSTOMER_NOT_FOUND } from "#shared/contracts/customers";
import { AuthorizationContext, type AuthorizationState } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { field, type } from "#web/test-support/form-input";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { customerDetail, customerSummary, PARTNER } from "../customer-fixtures";
import { CustomerPage } from "./customer-page";

const api = vi.mocked(client.customers);

const STAFF = authorizationState(["user"]);
const CSM = authorizationState(["manager"], ["manage_customers"]);
const PARTNER_ADMIN = authorizationState(["manager"], ["manage_partners"]);

function renderPage(detail = customerDetail(), state: AuthorizationState = STAFF) {
  api.get.mockResolvedValue(detail);
  api.people.mockResolvedValue({
    people: [{ id: "user-owner", name: "Olivia Owner", email: "o@example.com" }],
  });
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={state}>
      <MemoryRouter initialEntries={[paths.customerSuccess.customer.to(detail.customer.id)]}>
        <Routes>
          <Route path={paths.customerSuccess.customer.pattern} element={<CustomerPage />} />
        </Routes>
      </MemoryRouter>
    </AuthorizationContext.Provider>,
  );
}

const part = async (title: string) =>
  within((await screen.findByRole("region", { name: title })) as HTMLElement);

describe("CustomerPage", () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("heads the page with the customer's name, status badge and health score", async () => {
    const detail = customerDetail();
    renderPage(detail);
    expect(await screen.findByRole("heading", { level: 1, name: "Northwind Traders" })).toBeInTheDocument();
    const header = within(screen.getByRole("banner"));
    expect(header.getByText("Healthy")).toBeInTheDocument();
    expect(header.getByText("73%")).toHaveClass("text-yellow-700");
    expect(api.get.mock.calls[0]?.[0]).toEqual({ id: detail.customer.id });
  });

  it("shows the contacts, the owner and the partner linking to the partner's page", async () => {
    renderPage(customerDetail(), PARTNER_ADMIN);
    const contacts = await part("Contacts");
    expect(contacts.getByText("Maria Anders")).toBeInTheDocument();
    expect(contacts.getByRole("link", { name: "dana@customer.example" })).toHaveAttribute(
      "href",
      "mailto:dana@customer.example",
    );
    expect(contacts.getByText("+1 555 0100")).toBeInTheDocument();
    expect(contacts.getByText("Olivia Owner")).toBeInTheDocument();
    expect(contacts.getByRole("link", { name: "Acme Solutions" })).toHaveAttribute(
      "href",
      `/partner-portal/partners/${PARTNER.id}`,
    );
    expect(contacts.getByText("$48,000.00")).toBeInTheDocument();
  });

  it("explains the score input by input: its label, what it reads and what it takes off", async () => {
    renderPage();
    const breakdown = await part("Health breakdown");
    const inputs = within(breakdown.getByRole("list", { name: "Health inputs" })).getAllByRole("listitem");
    expect(inputs.map((input) => input.textContent)).toEqual([
      "Days since last contact-5 of 2523 days",
      "Open tickets by priority-12 of 202 urgent, 1 normal",
      "SLA breaches in the last 90 days0 of 20None",
      "Renewal within 60 days0 of 10No renewal date",
      "CSM rating-6 of 254 of 5",
    ]);
  });

  it("lists the onboarding steps with their due days, the done ones and the overdue ones", async () => {
    renderPage();
    const onboarding = await part("Onboarding checklist");
    expect(onboarding.getByText("1 of 4 steps done")).toBeInTheDocument();
    const steps = onboarding.getAllByRole("listitem");
    expect(steps[0]).toHaveTextContent(/KickoffDoneDone Oct 0\d, 2026 by Olivia Owner/);
    expect(steps[1]).toHaveTextContent("SetupOverdueDue Oct 22, 2026");
    expect(steps[2]).toHaveTextContent("TrainingDue Nov 15, 2099");
    expect(onboarding.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("lets holders of manage_customers tick a step done", async () => {
    const detail = customerDetail();
    api.completeOnboardingStep.mockResolvedValue({ onboarding: detail.onboarding });
    const { user } = renderPage(detail, CSM);
    const onboarding = await part("Onboarding checklist");
    await user.click(onboarding.getByRole("checkbox", { name: "Setup" }));
    await waitFor(() => expect(api.completeOnboardingStep).toHaveBeenCalled());
    expect(api.completeOnboardingStep.mock.calls[0]?.[0]).toEqual({
      customerId: detail.customer.id,
      step: "setup",
      done: true,
    });
  });

  it("links the customer's deals and tickets to their pages, and New Ticket to the ticket form for it", async () => {
    const detail = customerDetail();
    renderPage(detail, PARTNER_ADMIN);
    const deals = await part("Deals");
    expect(deals.getByRole("link", { name: "Northwind Traders" })).toHaveAttribute(
      "href",
      `/partner-portal/deals/${detail.deals[0]?.id}`,
    );
    expect(deals.getByText(/Closed Won · Acme Solutions/)).toBeInTheDocument();
    const tickets = await part("Tickets");
    expect(tickets.getByRole("link", { name: "#42 Cannot export invoices" })).toHaveAttribute(
      "href",
      `/customer-success/tickets/${detail.tickets[0]?.id}`,
    );
    expect(tickets.getByText(/Open · Urgent priority/)).toBeInTheDocument();
    expect(tickets.getByRole("link", { name: "New Ticket" })).toHaveAttribute(
      "href",
      `/customer-success/tickets?new=1&customer=${detail.customer.id}`,
    );
  });

  it("names the partner and the deals without links for staff who may not open the Partner Portal", async () => {
    renderPage();
    const contacts = await part("Contacts");
    expect(contacts.getByText("Acme Solutions")).toBeInTheDocument();
    expect(contacts.queryByRole("link", { name: "Acme Solutions" })).not.toBeInTheDocument();
    const deals = await part("Deals");
    expect(deals.getByText("Northwind Traders")).toBeInTheDocument();
    expect(deals.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows the timeline of contacts, and Log contact, Edit and Mark as churned only to holders of manage_customers", async () => {
    renderPage();
    const timeline = await part("Timeline");
    expect(timeline.getByText("Quarterly review: happy with onboarding.")).toBeInTheDocument();
    expect(timeline.getByText("Meeting")).toBeInTheDocument();
    expect(timeline.getByText("by Olivia Owner")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Log contact/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark as churned" })).not.toBeInTheDocument();
  });

  it("logs a contact with its kind, summary and time", async () => {
    const detail = customerDetail();
    api.logContact.mockResolvedValue({ entry: detail.timeline[0] as never });
    const { user } = renderPage(detail, CSM);
    await user.click(await screen.findByRole("button", { name: "Log contact with Northwind Traders" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Log contact with Northwind Traders" }));
    await user.click(dialog.getByRole("combobox", { name: "Kind" }));
    await user.click(await screen.findByRole("option", { name: "E-mail" }));
    await type(user, /^Summary/, "Sent the renewal offer.");
    await type(user, /^When/, "2026-11-27T14:30");
    await user.click(dialog.getByRole("button", { name: "Log contact" }));
    await waitFor(() => expect(api.logContact).toHaveBeenCalled());
    expect(api.logContact.mock.calls[0]?.[0]).toEqual({
      customerId: detail.customer.id,
      kind: "email",
      summary: "Sent the renewal offer.",
      occurredAt: new Date(2026, 10, 27, 14, 30),
    });
    expect(await screen.findByText("Contact logged")).toBeInTheDocument();
  });

  it("refuses an empty summary before sending", async () => {
    const { user } = renderPage(customerDetail(), CSM);
    await user.click(await screen.findByRole("button", { name: "Log contact with Northwind Traders" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.click(dialog.getByRole("button", { name: "Log contact" }));
    expect(await dialog.findByText("Summary is required.")).toBeInTheDocument();
    expect(api.logContact).not.toHaveBeenCalled();
  });

  it("edits the details and the CSM rating, clearing the renewal date", async () => {
    const detail = customerDetail();
    api.update.mockResolvedValue({ customer: customerSummary({ name: "Northwind Traders" }) });
    const { user } = renderPage(detail, CSM);
    await user.click(await screen.findByRole("button", { name: "Edit Northwind Traders" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Northwind Traders" }));
    expect(field(/^Contact Name/)).toHaveValue("Maria Anders");
    expect(field(/^Contract Value/)).toHaveValue(48000);
    await type(user, /^Contact Name/, "Ana Trujillo");
    await user.clear(field(/^Renewal Date/));
    await user.click(dialog.getByRole("combobox", { name: "CSM Rating" }));
    await user.click(await screen.findByRole("option", { name: "2 - Unhappy" }));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(api.update.mock.calls[0]?.[0]).toEqual({
      id: detail.customer.id,
      name: "Northwind Traders",
      contactName: "Ana Trujillo",
      contactEmail: "dana@customer.example",
      contactPhone: "+1 555 0100",
      ownerId: "user-owner",
      partnerId: detail.customer.partner?.id,
      contractValue: "48000",
      startDate: "2026-10-01",
      renewalDate: null,
      csmRating: 2,
    });
    expect(await screen.findByText("Customer updated")).toBeInTheDocument();
  });

  it("marks a customer churned after asking, and sets a churned one back", async () => {
    const detail = customerDetail();
    api.update.mockResolvedValue({ customer: customerSummary({ name: "Northwind Traders" }) });
    const { user } = renderPage(detail, CSM);
    await user.click(await screen.findByRole("button", { name: "Mark as churned" }));
    const ask = within(
      await screen.findByRole("alertdialog", { name: "Mark Northwind Traders as churned?" }),
    );
    expect(api.update).not.toHaveBeenCalled();
    await user.click(ask.getByRole("button", { name: "Mark as churned" }));
    await waitFor(() =>
      expect(api.update.mock.calls[0]?.[0]).toEqual({ id: detail.customer.id, churned: true }),
    );
  });

  it("offers Set back for a churned customer", async () => {
    const detail = customerDetail({ customer: { status: "churned" } });
    api.update.mockResolvedValue({ customer: customerSummary() });
    const { user } = renderPage(detail, CSM);
    expect(await screen.findByText("Churned")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Set back" }));
    await waitFor(() =>
      expect(api.update.mock.calls[0]?.[0]).toEqual({ id: detail.customer.id, churned: false }),
    );
  });

  it("says the customer was not found for an id that names none", async () => {
    api.get.mockRejectedValue(new ORPCError("NOT_FOUND", { status: 404, message: CUSTOMER_NOT_FOUND }));
    renderWithQueryClient(
      <AuthorizationContext.Provider value={STAFF}>
        <MemoryRouter initialEntries={["/customer-success/customers/nope"]}>
          <Routes>
            <Route path={paths.customerSuccess.customer.pattern} element={<CustomerPage />} />
          </Routes>
        </MemoryRouter>
      </AuthorizationContext.Provider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: CUSTOMER_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Customer Success" })).toHaveAttribute(
      "href",
      "/customer-success",
    );
    expect(api.get).toHaveBeenCalledTimes(1);
  });
});
