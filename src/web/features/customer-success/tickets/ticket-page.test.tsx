import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { CUSTOMER_ID, PEOPLE, TICKET_ID, ticketDetail } from "./ticket-fixtures";
import { TicketPage } from "./ticket-page";

const tickets = vi.mocked(client.tickets);

const STAFF = authorizationState(["user"]);
const WORKER = authorizationState(["user"], ["manage_customers"]);

const renderPage = (state = WORKER) =>
  renderWithQueryClient(
    <AuthorizationContext.Provider value={state}>
      <Routes>
        <Route path={paths.customerSuccess.ticket.pattern} element={<TicketPage />} />
      </Routes>
    </AuthorizationContext.Provider>,
    { at: paths.customerSuccess.ticket.to(TICKET_ID) },
  );

describe("TicketPage", () => {
  useRadixInJsdom();
  beforeEach(() => vi.mocked(client.customers).people.mockResolvedValue({ people: PEOPLE }));
  afterEach(() => vi.resetAllMocks());

  it("shows the ticket: subject, number, customer link, requester, partner, description and SLA", async () => {
    tickets.get.mockResolvedValue(ticketDetail());
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Invoices fail to export" }),
    ).toBeInTheDocument();
    expect(screen.getByText("#1042")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Northwind Traders" })).toHaveAttribute(
      "href",
      paths.customerSuccess.customer.to(CUSTOMER_ID),
    );
    const details = screen.getByRole("complementary", { name: "Ticket details" });
    expect(within(details).getByText("Acme Solutions")).toBeInTheDocument();
    expect(within(details).getAllByText("Maria Anders").length).toBeGreaterThan(0);
    expect(screen.getByText("March", { selector: "strong" })).toBeInTheDocument();
    const sla = screen.getByRole("region", { name: "SLA" });
    expect(within(sla).getByText("Met")).toBeInTheDocument();
    expect(within(sla).getByText("5h left")).toBeInTheDocument();
  });

  it("sets internal notes apart and links each attachment for download", async () => {
    tickets.get.mockResolvedValue(ticketDetail());
    renderPage();
    const thread = await screen.findByRole("list", { name: "Ticket activity" });
    const note = within(thread).getByText("Same as last month's export bug.").closest("li") as HTMLElement;
    expect(within(note).getByText("Internal note")).toBeInTheDocument();
    const reply = within(thread)
      .getByText(/Could you send the/)
      .closest("li") as HTMLElement;
    expect(within(reply).queryByText("Internal note")).not.toBeInTheDocument();
    expect(within(reply).getByRole("link", { name: /steps\.pdf/ })).toHaveAttribute(
      "href",
      `/api/v1/tickets/${TICKET_ID}/attachments/00000000-0000-4000-8000-000000000501`,
    );
    expect(within(thread).getByText(/Status changed from New to Open/)).toBeInTheDocument();
  });

  it("sends an internal note with the status to set, then empties the box and keeps the focus there", async () => {
    tickets.get.mockResolvedValue(ticketDetail());
    tickets.reply.mockResolvedValue(ticketDetail());
    const { user } = renderPage();
    await user.click(await screen.findByRole("radio", { name: "Internal note" }));
    const box = screen.getByRole("textbox", { name: /^Internal note/ });
    await user.type(box, "Checked the logs.");
    await user.click(screen.getByRole("combobox", { name: "Set status" }));
    await user.click(await screen.findByRole("option", { name: "Pending" }));
    await user.click(screen.getByRole("button", { name: "Add Note" }));

    await waitFor(() =>
      expect(tickets.reply.mock.calls[0]?.[0]).toEqual({
        ticketId: TICKET_ID,
        body: "Checked the logs.",
        internal: true,
        status: "pending",
      }),
    );
    expect(await screen.findByText("Note Added")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^Internal note/ })).toHaveFocus());
    expect(screen.getByRole("textbox", { name: /^Internal note/ })).toHaveValue("");
  });

  it("sends a public reply as not internal", async () => {
    tickets.get.mockResolvedValue(ticketDetail());
    tickets.reply.mockResolvedValue(ticketDetail());
    const { user } = renderPage();
    await user.type(await screen.findByRole("textbox", { name: /^Reply/ }), "On it.");
    await user.click(screen.getByRole("button", { name: "Send Reply" }));
    await waitFor(() =>
      expect(tickets.reply.mock.calls[0]?.[0]).toEqual({
        ticketId: TICKET_ID,
        body: "On it.",
        internal: false,
      }),
    );
  });

  it("sends the attached files with the reply and refuses a file over 10 MB", async () => {
    tickets.get.mockResolvedValue(ticketDetail());
    tickets.reply.mockResolvedValue(ticketDetail());
    const { user } = renderPage();
    await user.type(await screen.findByRole("textbox", { name: /^Reply/ }), "Here is the fix.");
    const screenshot = new File(["png"], "screenshot.png", { type: "image/png" });
    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "dump.pdf", { type: "application/pdf" });
    await user.upload(screen.getByLabelText("Attach files"), [screenshot, large]);
    expect(screen.getByRole("list", { name: "Attached files" })).toHaveTextContent("screenshot.png");
    expect(screen.getByRole("alert")).toHaveTextContent(
      '"dump.pdf" is larger than 10 MB. Please attach a smaller file.',
    );
    await user.click(screen.getByRole("button", { name: "Send Reply" }));
    await waitFor(() =>
      expect(tickets.reply.mock.calls[0]?.[0]).toEqual({
        ticketId: TICKET_ID,
        body: "Here is the fix.",
        internal: false,
        attachments: [screenshot],
      }),
    );
  });

  it("changes the status at once for those who work tickets", async () => {
    tickets.get.mockResolvedValue(ticketDetail());
    tickets.update.mockResolvedValue({ ticket: ticketDetail().ticket });
    const { user } = renderPage();
    await user.click(await screen.findByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Solved" }));
    await waitFor(() =>
      expect(tickets.update.mock.calls[0]?.[0]).toEqual({ id: TICKET_ID, status: "solved" }),
    );
    expect(await screen.findByText("Ticket Updated")).toBeInTheDocument();
  });

  it("shows staff who do not work tickets no controls and no reply box", async () => {
    tickets.get.mockResolvedValue(ticketDetail());
    renderPage(STAFF);
    await screen.findByRole("heading", { level: 1, name: "Invoices fail to export" });
    expect(screen.queryByRole("combobox", { name: "Status" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send Reply" })).not.toBeInTheDocument();
    expect(screen.getByText("Dana Scully", { selector: "dd" })).toBeInTheDocument();
  });

  it("says Ticket not found. for an unknown ticket", async () => {
    tickets.get.mockRejectedValue(new ORPCError("NOT_FOUND", { message: "Ticket not found." }));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Ticket not found." })).toBeInTheDocument();
  });
});
