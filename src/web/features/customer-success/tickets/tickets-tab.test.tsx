import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { CUSTOMER_ID, PEOPLE, ticketSummary, ticketsPage } from "./ticket-fixtures";
import { TicketsTab } from "./tickets-tab";

const tickets = vi.mocked(client.tickets);
const customers = vi.mocked(client.customers);

const STAFF = authorizationState(["user"]);
const WORKER = authorizationState(["user"], ["manage_customers"]);

const renderTab = (state = WORKER, at = "/customer-success/tickets") =>
  renderWithQueryClient(
    // Strict mode runs each effect twice, as the development build does.
    <StrictMode>
      <AuthorizationContext.Provider value={state}>
        <TicketsTab />
      </AuthorizationContext.Provider>
    </StrictMode>,
    { at },
  );

/** Opens a Radix select and picks the option of that name. */
async function choose(user: UserEvent, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole("option", { name: option }));
}

const lastListInput = () => tickets.list.mock.lastCall?.[0];

describe("TicketsTab", () => {
  useRadixInJsdom();
  beforeEach(() => {
    customers.people.mockResolvedValue({ people: PEOPLE });
    customers.list.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 50 });
  });
  afterEach(() => vi.resetAllMocks());

  it("lists tickets with number, subject, customer, priority, status, assignee and time left", async () => {
    tickets.list.mockResolvedValue(
      ticketsPage([ticketSummary({ subject: "Login fails", priority: "urgent", number: 1042 })]),
    );
    renderTab();
    const row = (await screen.findByRole("link", { name: "#1042 Login fails" })).closest("li") as HTMLElement;
    expect(within(row).getByText("Northwind Traders")).toBeInTheDocument();
    expect(within(row).getByText("Urgent")).toBeInTheDocument();
    expect(within(row).getByText("Open")).toBeInTheDocument();
    expect(within(row).getByText(/Unassigned/)).toBeInTheDocument();
    expect(within(row).getByText("2h 15m left")).toBeInTheDocument();
    expect(lastListInput()).toEqual({ page: 1, pageSize: 25 });
  });

  it("sends the chosen filters, the search and My tickets to the server", async () => {
    tickets.list.mockResolvedValue(ticketsPage([ticketSummary()]));
    const { user } = renderTab();
    await screen.findByRole("list", { name: "Tickets" });

    await choose(user, screen.getByRole("combobox", { name: "Status" }), "Pending");
    await choose(user, screen.getByRole("combobox", { name: "Priority" }), "Urgent");
    await choose(user, screen.getByRole("combobox", { name: "Assignee" }), "Unassigned");
    await user.click(screen.getByRole("checkbox", { name: "Breached" }));
    await user.type(screen.getByRole("searchbox", { name: "Search tickets" }), "1042");
    await waitFor(() =>
      expect(lastListInput()).toEqual({
        search: "1042",
        status: "pending",
        priority: "urgent",
        assigneeId: "none",
        breached: true,
        page: 1,
        pageSize: 25,
      }),
    );

    await user.click(screen.getByRole("button", { name: "My tickets" }));
    expect(screen.getByRole("button", { name: "My tickets" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("combobox", { name: "Assignee" })).not.toBeInTheDocument();
    await waitFor(() => expect(lastListInput()).toMatchObject({ assigneeId: "me", status: "pending" }));
  });

  it("filters by the customer chosen from the directory", async () => {
    tickets.list.mockResolvedValue(ticketsPage([ticketSummary()]));
    customers.list.mockResolvedValue({
      items: [{ id: CUSTOMER_ID, name: "Northwind Traders" }],
      total: 1,
      page: 1,
      pageSize: 50,
    } as never);
    const { user } = renderTab();
    await user.click(await screen.findByRole("combobox", { name: "Customer" }));
    await user.click(await screen.findByRole("option", { name: "Northwind Traders" }));
    await waitFor(() => expect(lastListInput()).toEqual({ customerId: CUSTOMER_ID, page: 1, pageSize: 25 }));
  });

  it("opens the New Ticket form on arrival at ?new=1, with the customer chosen", async () => {
    tickets.list.mockResolvedValue(ticketsPage([]));
    customers.get.mockResolvedValue({ customer: { id: CUSTOMER_ID, name: "Northwind Traders" } } as never);
    renderTab(STAFF, `/customer-success/tickets?new=1&customer=${CUSTOMER_ID}`);
    const dialog = await screen.findByRole("dialog", { name: "New Ticket" });
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: /^Customer/ })).toHaveValue("Northwind Traders"),
    );
    // Only those who work tickets choose the assignee.
    expect(within(dialog).queryByText("Assignee")).not.toBeInTheDocument();
    expect(customers.get).toHaveBeenCalledWith({ id: CUSTOMER_ID }, expect.anything());
  });

  it("opens a ticket with its customer, subject, priority, description and assignee", async () => {
    tickets.list.mockResolvedValue(ticketsPage([]));
    customers.list.mockResolvedValue({
      items: [{ id: CUSTOMER_ID, name: "Northwind Traders" }],
      total: 1,
      page: 1,
      pageSize: 50,
    } as never);
    tickets.create.mockResolvedValue({ ticket: ticketSummary({ number: 1077, subject: "Printer on fire" }) });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "New Ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "New Ticket" });
    await user.click(within(dialog).getByRole("combobox", { name: /^Customer/ }));
    await user.click(await screen.findByRole("option", { name: "Northwind Traders" }));
    await user.type(within(dialog).getByLabelText(/^Subject/), "Printer on fire");
    await choose(user, within(dialog).getByRole("combobox", { name: "Priority" }), "High");
    await user.type(within(dialog).getByLabelText(/^Description/), "It **smokes**.");
    await choose(user, within(dialog).getByRole("combobox", { name: "Assignee" }), "Fox Mulder");
    await user.click(within(dialog).getByRole("button", { name: "Open Ticket" }));

    await waitFor(() =>
      expect(tickets.create.mock.calls[0]?.[0]).toEqual({
        customerId: CUSTOMER_ID,
        subject: "Printer on fire",
        priority: "high",
        description: "It **smokes**.",
        assigneeId: "user-fox",
      }),
    );
    expect(await screen.findByText("Ticket Opened")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "New Ticket" })).not.toBeInTheDocument();
  });

  it("assigns the chosen tickets at once and says how many", async () => {
    const first = ticketSummary({ subject: "First" });
    const second = ticketSummary({ subject: "Second" });
    tickets.list.mockResolvedValue(ticketsPage([first, second, ticketSummary({ subject: "Third" })]));
    tickets.bulkAssign.mockResolvedValue({ assigned: 2 });
    const { user } = renderTab();
    await user.click(await screen.findByRole("checkbox", { name: `Select #${first.number} First` }));
    await user.click(screen.getByRole("checkbox", { name: `Select #${second.number} Second` }));
    expect(screen.getByText("2 selected")).toBeInTheDocument();
    await choose(user, screen.getByRole("combobox", { name: "Assign to" }), "Dana Scully");
    await user.click(screen.getByRole("button", { name: "Assign" }));

    await waitFor(() =>
      expect(tickets.bulkAssign.mock.calls[0]?.[0]).toEqual({
        ticketIds: [first.id, second.id],
        assigneeId: "user-dana",
      }),
    );
    expect(await screen.findByText("2 tickets assigned to Dana Scully.")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select all on this page" })).toHaveFocus();
    expect(screen.getByRole("checkbox", { name: `Select #${first.number} First` })).not.toBeChecked();
  });

  it("offers no checkboxes or Assign to staff who do not work tickets", async () => {
    tickets.list.mockResolvedValue(ticketsPage([ticketSummary({ subject: "Only" })]));
    renderTab(STAFF);
    await screen.findByRole("link", { name: /Only/ });
    expect(screen.queryByRole("checkbox", { name: /Select/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Assign" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New Ticket" })).toBeInTheDocument();
  });
});
