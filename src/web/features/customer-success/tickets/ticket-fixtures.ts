import type { z } from "zod";
import type { getTicketOutput, TicketSummary } from "#shared/contracts/tickets";

export const NOW = new Date("2026-11-27T15:00:00Z");
export const TICKET_ID = "00000000-0000-4000-8000-000000000101";
export const CUSTOMER_ID = "00000000-0000-4000-8000-000000000201";
export const PEOPLE = [
  { id: "user-dana", name: "Dana Scully", email: "dana@example.com" },
  { id: "user-fox", name: "Fox Mulder", email: "fox@example.com" },
];

const running = (leftMinutes: number) => ({
  state: "running" as const,
  dueAt: new Date(NOW.getTime() + leftMinutes * 60_000),
  leftMinutes,
  breachedAt: null,
});
const met = { state: "met" as const, dueAt: null, leftMinutes: null, breachedAt: null };

let n = 0;
/** A ticket of the list, open with its first response due in 2h 15m unless told otherwise. */
export function ticketSummary(overrides: Partial<TicketSummary> = {}): TicketSummary {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(100 + n).padStart(12, "0")}`,
    number: 1000 + n,
    subject: `Ticket ${n}`,
    customer: { id: CUSTOMER_ID, name: "Northwind Traders" },
    partner: null,
    requesterName: "Maria Anders",
    priority: "normal",
    status: "open",
    assignee: null,
    createdAt: new Date("2026-11-27T10:00:00Z"),
    updatedAt: new Date("2026-11-27T10:00:00Z"),
    sla: { firstResponse: running(135), resolution: running(900) },
    ...overrides,
  };
}

export const ticketsPage = (items: TicketSummary[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
});

/** A ticket's page: opened, a public reply with a file, an internal note and a status change. */
export function ticketDetail(): z.output<typeof getTicketOutput> {
  return {
    ticket: {
      ...ticketSummary({
        id: TICKET_ID,
        number: 1042,
        subject: "Invoices fail to export",
        partner: { id: "00000000-0000-4000-8000-000000000301", companyName: "Acme Solutions" },
        assignee: { id: "user-dana", name: "Dana Scully" },
        sla: { firstResponse: met, resolution: running(300) },
      }),
      description: "Exporting **March** invoices fails.",
      firstRespondedAt: new Date("2026-11-27T11:00:00Z"),
      solvedAt: null,
    },
    events: [
      {
        id: "00000000-0000-4000-8000-000000000401",
        kind: "created",
        authorName: "Maria Anders",
        body: null,
        public: true,
        from: null,
        to: null,
        createdAt: new Date("2026-11-27T10:00:00Z"),
        attachments: [],
      },
      {
        id: "00000000-0000-4000-8000-000000000402",
        kind: "reply",
        authorName: "Dana Scully",
        body: "Could you send the **error** you see?",
        public: true,
        from: null,
        to: null,
        createdAt: new Date("2026-11-27T11:00:00Z"),
        attachments: [
          {
            id: "00000000-0000-4000-8000-000000000501",
            fileName: "steps.pdf",
            contentType: "application/pdf",
            sizeBytes: 20_480,
          },
        ],
      },
      {
        id: "00000000-0000-4000-8000-000000000403",
        kind: "note",
        authorName: "Fox Mulder",
        body: "Same as last month's export bug.",
        public: false,
        from: null,
        to: null,
        createdAt: new Date("2026-11-27T11:30:00Z"),
        attachments: [],
      },
      {
        id: "00000000-0000-4000-8000-000000000404",
        kind: "status_changed",
        authorName: "Dana Scully",
        body: null,
        public: true,
        from: "New",
        to: "Open",
        createdAt: new Date("2026-11-27T11:31:00Z"),
        attachments: [],
      },
    ],
  };
}
