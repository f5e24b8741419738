import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerAuditLogs, supportTickets, ticketAttachments, ticketEvents } from "#server/db/schema/index";
import type { TicketStatus } from "#shared/enums";
import { createCustomer } from "#tests/factories/customers";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createPartnerContact, createUserWithPermission, type TestUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { toldTo } from "#tests/support/database/stored-notifications";
import { SAMPLE_EXE, SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";

let app: TestApp;
let partner: TestPartner;
let contact: TestUser;
let asContact: TestBrowser;
let assignee: TestUser;
const db = () => app.testDatabase.database.db;

beforeAll(async () => {
  app = await createTestApp();
  partner = await createPartner(db());
  contact = await createPartnerContact(db(), partner);
  asContact = await signedInAs(app, contact);
  assignee = await createUserWithPermission(db(), "manage_customers");
});
afterAll(async () => {
  await app.dispose();
});

/** A ticket of the partner, worked by the assignee, now in `status`. */
async function ticketIn(status: TicketStatus) {
  const customer = await createCustomer(db(), { partnerId: partner.id });
  const { ticket } = await asContact.client.support.openTicket({
    customerId: customer.id,
    subject: `Reports are slow (${status})`,
    description: "The monthly report takes minutes.",
  });
  await db()
    .update(supportTickets)
    .set({ status, assigneeId: assignee.id })
    .where(eq(supportTickets.id, ticket.id));
  return ticket;
}

describe("a partner replying on its ticket", () => {
  it("adds a public reply with its files and tells the assignee, audited", async () => {
    const ticket = await ticketIn("open");
    const { events } = await asContact.client.support.reply({
      ticketId: ticket.id,
      body: "Here is the **export** we see.",
      attachments: [sampleFile(SAMPLE_PDF, "export.pdf", "application/pdf")],
    });
    const reply = events.at(-1);
    expect(reply).toMatchObject({
      kind: "reply",
      public: true,
      authorName: contact.name,
      body: "Here is the **export** we see.",
    });
    expect(reply?.attachments.map((file) => file.fileName)).toEqual(["export.pdf"]);
    // The assignee holds manage_customers, so was told of the opening too.
    const told = await toldTo(db(), assignee.id, ticket.id);
    expect(told.filter((notice) => notice.kind === "ticket_replied")).toEqual([
      {
        kind: "ticket_replied",
        message: `${contact.name} replied to ticket #${ticket.number} (${ticket.subject}).`,
        subjectId: ticket.id,
      },
    ]);
    const audit = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.action, "ticket_replied"));
    expect(audit.find((entry) => entry.subjectId === ticket.id)?.details).toEqual({
      ticket_id: ticket.id,
      number: ticket.number,
      internal: false,
      attachments: 1,
    });
  });

  it.each<TicketStatus>(["pending", "solved"])("opens a %s ticket again", async (status) => {
    const ticket = await ticketIn(status);
    const { ticket: after } = await asContact.client.support.reply({
      ticketId: ticket.id,
      body: "Not fixed.",
    });
    expect(after.status).toBe("open");
    const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row).toMatchObject({ status: "open", solvedAt: null });
    const changes = await db().select().from(ticketEvents).where(eq(ticketEvents.ticketId, ticket.id));
    expect(changes.find((event) => event.kind === "status_changed")).toMatchObject({
      public: false,
      data: { from: status, to: "open" },
    });
  });

  it.each<TicketStatus>(["new", "open", "on_hold"])(
    "leaves the status of a ticket in %s as it is",
    async (status) => {
      const ticket = await ticketIn(status);
      const { ticket: after } = await asContact.client.support.reply({
        ticketId: ticket.id,
        body: "One more detail.",
      });
      expect(after.status).toBe(status);
    },
  );

  it("refuses a reply on a closed ticket, writing nothing", async () => {
    const ticket = await ticketIn("closed");
    const refused = await refusal(asContact.client.support.reply({ ticketId: ticket.id, body: "Hello?" }));
    expect([refused.status, refused.message]).toEqual([
      409,
      "This ticket is closed. Please open a new ticket if you need more help.",
    ]);
    const replies = await db().select().from(ticketEvents).where(eq(ticketEvents.ticketId, ticket.id));
    expect(replies.map((event) => event.kind)).toEqual(["created"]);
  });

  it("refuses a file that is none of the accepted types, keeping nothing", async () => {
    const ticket = await ticketIn("open");
    const refused = await refusal(
      asContact.client.support.reply({
        ticketId: ticket.id,
        body: "See attached.",
        attachments: [sampleFile(SAMPLE_EXE, "setup.pdf")],
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(
      '"setup.pdf" is not an image (PNG, JPEG, GIF, WebP), a PDF, a text (txt) or CSV file, or a Word (docx) or Excel (xlsx) file.',
    );
    const files = await db()
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, ticket.id));
    expect(files).toEqual([]);
  });
});
