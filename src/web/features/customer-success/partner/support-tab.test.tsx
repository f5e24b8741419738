import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TicketSummary } from "#shared/contracts/tickets";
import { client } from "#web/lib/transport/rpc";
import { sentXhr, useFakeXhr } from "#web/test-support/fake-xhr";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { SupportTab } from "./support-tab";

const CUSTOMER = { id: "5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e01", name: "Globex Corporation" };
const TICKET_ID = "6c1d9f1f-9e1c-4a8b-8e9b-2b3c4d5e6f01";
const MET = { state: "met", dueAt: null, leftMinutes: null, breachedAt: null } as const;

const summary = (overrides: Partial<TicketSummary> = {}): TicketSummary => ({
  id: TICKET_ID,
  number: 1042,
  subject: "Invoices show the wrong tax rate",
  customer: CUSTOMER,
  partner: { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", companyName: "Acme Solutions" },
  requesterName: "Alice Johnson",
  priority: "high",
  status: "pending",
  assignee: { id: "staff-1", name: "Sam Support" },
  createdAt: new Date("2026-11-20T09:00:00Z"),
  updatedAt: new Date("2026-11-21T10:30:00Z"),
  sla: { firstResponse: MET, resolution: MET },
  ...overrides,
});

const detail = (status: TicketSummary["status"] = "pending") => ({
  ticket: {
    ...summary({ status }),
    description: "Every invoice since **March** shows 19%.",
    firstRespondedAt: new Date("2026-11-20T11:00:00Z"),
    solvedAt: null,
  },
  events: [
    {
      id: "8e3f1b3b-1a3e-4cad-8b0d-4d5e6f7a8b01",
      kind: "created" as const,
      authorName: "Alice Johnson",
      body: null,
      public: true,
      from: null,
      to: null,
      createdAt: new Date("2026-11-20T09:00:00Z"),
      attachments: [
        {
          id: "9f4a2c4c-2b4f-4dbe-9c1e-5e6f7a8b9c01",
          fileName: "invoice.pdf",
          contentType: "application/pdf",
          sizeBytes: 20_480,
        },
      ],
    },
    {
      id: "8e3f1b3b-1a3e-4cad-8b0d-4d5e6f7a8b02",
      kind: "reply" as const,
      authorName: "Sam Support",
      body: "Could you send the **customer's** VAT number?",
      public: true,
      from: null,
      to: null,
      createdAt: new Date("2026-11-20T11:00:00Z"),
      attachments: [],
    },
  ],
});

const page = (items: TicketSummary[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

describe("SupportTab", () => {
  useFakeXhr();
  useRadixInJsdom();
  beforeEach(() => {
    vi.mocked(client.support.tickets).mockResolvedValue(page([summary()]));
    vi.mocked(client.support.customers).mockResolvedValue({
      customers: [
        { ...CUSTOMER, contactName: "Hank Scorpio", healthScore: 72, status: "healthy", openTickets: 1 },
      ],
    });
    vi.mocked(client.support.ticket).mockResolvedValue(detail());
  });
  afterEach(() => vi.resetAllMocks());

  it("lists the partner's tickets with number, subject, customer, priority, status and last update", async () => {
    renderWithQueryClient(<SupportTab />, { at: "/dashboard?tab=support" });
    const row = within(
      (await screen.findByRole("button", { name: /Invoices show/ })).closest("li") as HTMLElement,
    );
    expect(row.getByRole("button")).toHaveTextContent("#1042 Invoices show the wrong tax rate");
    expect(row.getByText("Globex Corporation · High priority")).toBeInTheDocument();
    expect(row.getByText("Pending")).toBeInTheDocument();
    expect(row.getByText(/^Updated/)).toBeInTheDocument();
    expect(vi.mocked(client.support.tickets).mock.calls[0]?.[0]).toEqual({ page: 1, pageSize: 25 });
  });

  it("narrows the list to one status from the address", async () => {
    renderWithQueryClient(<SupportTab />, { at: "/dashboard?tab=support&status=solved" });
    await screen.findByRole("button", { name: /Invoices show/ });
    expect(vi.mocked(client.support.tickets).mock.calls[0]?.[0]).toEqual({
      status: "solved",
      page: 1,
      pageSize: 25,
    });
  });

  it("says when the partner has no tickets yet", async () => {
    vi.mocked(client.support.tickets).mockResolvedValue(page([]));
    renderWithQueryClient(<SupportTab />, { at: "/dashboard?tab=support" });
    expect(await screen.findByText("No tickets yet")).toBeInTheDocument();
  });

  it("shows a ticket's description and public replies as Markdown, with its files, and sends a reply", async () => {
    const { user } = renderWithQueryClient(<SupportTab />, { at: "/dashboard?tab=support" });
    await user.click(await screen.findByRole("button", { name: /Invoices show/ }));
    const dialog = within(
      await screen.findByRole("dialog", { name: "#1042 Invoices show the wrong tax rate" }),
    );
    const messages = within(dialog.getByRole("list", { name: "Messages" }));
    expect(messages.getByText("March").tagName).toBe("STRONG");
    expect(messages.getByText("customer's").tagName).toBe("STRONG");
    expect(messages.getByText("Sam Support")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Download invoice.pdf" })).toBeInTheDocument();
    expect(vi.mocked(client.support.ticket).mock.calls[0]?.[0]).toEqual({ id: TICKET_ID });

    await user.type(dialog.getByLabelText(/^Your reply/), "The VAT number is DE123.");
    await user.click(dialog.getByRole("button", { name: "Send Reply" }));
    const xhr = await waitFor(() => sentXhr());
    expect(xhr.url).toBe(`/api/v1/support/tickets/${TICKET_ID}/replies`);
    expect((xhr.body as FormData).get("body")).toBe("The VAT number is DE123.");
    xhr.respond(200, { ticket: { ...detail("open").ticket }, events: [] });
    expect(await screen.findByText("Reply Sent")).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText(/^Your reply/)).toHaveValue(""));
  });

  it("offers no reply box on a closed ticket", async () => {
    vi.mocked(client.support.ticket).mockResolvedValue(detail("closed"));
    renderWithQueryClient(<SupportTab />, { at: `/dashboard?tab=support&ticket=${TICKET_ID}` });
    const dialog = within(await screen.findByRole("dialog", { name: /#1042/ }));
    expect(
      dialog.getByText("This ticket is closed. Open a new ticket if you need more help."),
    ).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: "Send Reply" })).not.toBeInTheDocument();
  });

  it("says Not found for a ticket that is not the partner's", async () => {
    vi.mocked(client.support.ticket).mockRejectedValue(
      new ORPCError("NOT_FOUND", { status: 404, message: "Ticket not found." }),
    );
    renderWithQueryClient(<SupportTab />, { at: `/dashboard?tab=support&ticket=${TICKET_ID}` });
    const dialog = within(await screen.findByRole("dialog", { name: "Not found" }));
    expect(dialog.getByRole("button", { name: "Back to Support" })).toBeInTheDocument();
  });

  it("opens a New Ticket about one of the partner's customers and shows it once opened", async () => {
    const { user } = renderWithQueryClient(<SupportTab />, { at: "/dashboard?tab=support" });
    await user.click(await screen.findByRole("button", { name: "New Ticket" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New Ticket" }));
    await user.click(dialog.getByRole("button", { name: "Open Ticket" }));
    expect(await dialog.findByText("Please choose a customer.")).toBeInTheDocument();

    await user.click(dialog.getByRole("combobox", { name: /^Customer/ }));
    await user.click(await screen.findByRole("option", { name: "Globex Corporation" }));
    await user.type(dialog.getByLabelText(/^Subject/), "Single sign-on fails");
    await user.type(dialog.getByLabelText(/^Description/), "Users see an error after signing in.");
    await user.upload(
      dialog.getByLabelText("Attach files"),
      new File(["%PDF-1.4"], "error.pdf", { type: "application/pdf" }),
    );
    expect(
      dialog.getByText(
        "1 of 5 files attached: images, PDFs, text or CSV files, Word or Excel documents, up to 10 MB each.",
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Open Ticket" }));

    const xhr = await waitFor(() => sentXhr());
    expect(xhr.url).toBe("/api/v1/support/tickets");
    const body = xhr.body as FormData;
    expect(body.get("customerId")).toBe(CUSTOMER.id);
    expect(body.get("subject")).toBe("Single sign-on fails");
    expect(body.get("priority")).toBe("normal");
    expect((body.getAll("attachments[]")[0] as File).name).toBe("error.pdf");
    xhr.respond(201, { ticket: { ...summary(), number: 1043 } });
    expect(await screen.findByText("Ticket Opened")).toBeInTheDocument();
    expect(await screen.findByRole("dialog", { name: /#1042/ })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "New Ticket" })).not.toBeInTheDocument();
  });

  it("places the server's refusal of the customer at its field", async () => {
    const { user } = renderWithQueryClient(<SupportTab />, { at: "/dashboard?tab=support" });
    await user.click(await screen.findByRole("button", { name: "New Ticket" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New Ticket" }));
    await user.click(dialog.getByRole("combobox", { name: /^Customer/ }));
    await user.click(await screen.findByRole("option", { name: "Globex Corporation" }));
    await user.type(dialog.getByLabelText(/^Subject/), "Anything");
    await user.type(dialog.getByLabelText(/^Description/), "Details.");
    await user.click(dialog.getByRole("button", { name: "Open Ticket" }));
    const xhr = await waitFor(() => sentXhr());
    xhr.respond(404, {
      defined: false,
      code: "NOT_FOUND",
      status: 404,
      message: "Customer not found.",
      data: { field: "customerId" },
    });
    expect(await dialog.findByText("Customer not found.")).toBeInTheDocument();
    expect(dialog.getByRole("combobox", { name: /^Customer/ })).toHaveAttribute("aria-invalid", "true");
  });
});
