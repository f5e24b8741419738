import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  partnerAuditLogs,
  supportTickets,
  ticketAttachments,
  webhookDeliveries,
} from "#server/db/schema/index";
import { createCustomer, type TestCustomer } from "#tests/factories/customers";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createPartnerContact, createUserWithPermission, type TestUser } from "#tests/factories/users";
import { createWebhookEndpoint } from "#tests/factories/webhooks";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { toldAbout } from "#tests/support/database/stored-notifications";
import { SAMPLE_PNG, sampleFile } from "#tests/support/files/sample-files";

let app: TestApp;
let partner: TestPartner;
let contact: TestUser;
let customer: TestCustomer;
let assignee: TestUser;
let replier: TestUser;
let asReplier: TestBrowser;
let asAssignee: TestBrowser;
const db = () => app.testDatabase.database.db;

beforeAll(async () => {
  app = await createTestApp();
  partner = await createPartner(db());
  contact = await createPartnerContact(db(), partner);
  customer = await createCustomer(db(), { partnerId: partner.id });
  assignee = await createUserWithPermission(db(), "manage_customers");
  replier = await createUserWithPermission(db(), "manage_customers");
  asReplier = await signedInAs(app, replier);
  asAssignee = await signedInAs(app, assignee);
  await createWebhookEndpoint(db(), { partnerId: partner.id, events: ["ticket.solved"] });
});
afterAll(() => app.dispose());

const openTicket = async (subject: string) =>
  (
    await asAssignee.client.tickets.create({
      customerId: customer.id,
      subject,
      description: "Text.",
      assigneeId: assignee.id,
    })
  ).ticket;

describe("replying to a ticket", () => {
  it("a public reply meets the first response, opens a new ticket and tells the assignee and the partner", async () => {
    const ticket = await openTicket("First answer");
    const { ticket: replied, events } = await asReplier.client.tickets.reply({
      ticketId: ticket.id,
      body: "Please **clear the cache**.",
      attachments: [sampleFile(SAMPLE_PNG, "steps.png", "image/png")],
    });
    expect(replied.status).toBe("open");
    expect(replied.firstRespondedAt).toBeInstanceOf(Date);
    expect(replied.sla.firstResponse.state).toBe("met");
    expect(events.map((event) => [event.kind, event.public, event.from, event.to])).toEqual([
      ["created", true, null, null],
      ["assigned", false, null, assignee.name],
      ["reply", true, null, null],
      ["status_changed", false, "New", "Open"],
    ]);
    expect(events[2]).toMatchObject({
      body: "Please **clear the cache**.",
      authorName: replier.name,
      attachments: [{ fileName: "steps.png", contentType: "image/png" }],
    });
    const told = (await toldAbout(db(), ticket.id)).filter((notice) => notice.kind === "ticket_replied");
    expect(told.map((notice) => notice.userId).sort()).toEqual([assignee.id, contact.id].sort());
    expect(told[0]?.message).toBe(`${replier.name} replied to ticket #${ticket.number} (First answer).`);
    const audit = await db()
      .select()
      .from(partnerAuditLogs)
      .where(and(eq(partnerAuditLogs.subjectId, ticket.id), eq(partnerAuditLogs.action, "ticket_replied")));
    expect(audit.map((entry) => entry.details)).toEqual([
      { ticket_id: ticket.id, number: ticket.number, internal: false, attachments: 1 },
    ]);
  });

  it("an internal note tells only the assignee, keeps the status and meets no target", async () => {
    const ticket = await openTicket("Just a note");
    const { ticket: noted, events } = await asReplier.client.tickets.reply({
      ticketId: ticket.id,
      body: "Customer is on the old plan.",
      internal: true,
    });
    expect([noted.status, noted.firstRespondedAt]).toEqual(["new", null]);
    expect(events.at(-1)).toMatchObject({ kind: "note", public: false });
    const told = (await toldAbout(db(), ticket.id)).filter((notice) => notice.kind === "ticket_replied");
    expect(told).toEqual([
      {
        userId: assignee.id,
        kind: "ticket_replied",
        message: `${replier.name} added an internal note to ticket #${ticket.number} (Just a note).`,
      },
    ]);
  });

  it("a reply naming a status moves the ticket there; solving sends ticket.solved", async () => {
    const ticket = await openTicket("Solve it");
    const { ticket: solved } = await asAssignee.client.tickets.reply({
      ticketId: ticket.id,
      body: "Fixed in 4.2.",
      status: "solved",
    });
    expect(solved.status).toBe("solved");
    expect(solved.solvedAt).toBeInstanceOf(Date);
    // Written at one moment, the reply reads before the status change it made.
    const { events } = await asAssignee.client.tickets.get({ id: ticket.id });
    expect(events.map((event) => [event.kind, event.to])).toEqual([
      ["created", null],
      ["assigned", assignee.name],
      ["reply", null],
      ["status_changed", "Solved"],
    ]);
    const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect([row?.resolutionDueAt, row?.firstResponseDueAt]).toEqual([null, null]);
    const deliveries = (await db().select().from(webhookDeliveries)).filter((delivery) =>
      delivery.body.includes(ticket.id),
    );
    expect(deliveries.map((delivery) => delivery.eventType)).toEqual(["ticket.solved"]);
    // The assignee replying is not told of their own reply; the partner is.
    const told = (await toldAbout(db(), ticket.id)).filter((notice) => notice.kind === "ticket_replied");
    expect(told.map((notice) => notice.userId)).toEqual([contact.id]);
  });

  it("takes a CSV file, stored in the ticket attachments bucket and downloaded as sent", async () => {
    const ticket = await openTicket("Export attached");
    const csv = new TextEncoder().encode("customer,amount\nZoë Bakery,12.50\n");
    const { events } = await asReplier.client.tickets.reply({
      ticketId: ticket.id,
      body: "The export you asked for.",
      attachments: [sampleFile(csv, "export.csv", "text/csv")],
    });
    const reply = events.find((event) => event.kind === "reply");
    expect(reply?.attachments).toEqual([
      expect.objectContaining({ fileName: "export.csv", contentType: "text/csv; charset=utf-8" }),
    ]);
    const attachmentId = reply?.attachments[0]?.id ?? "";
    const [row] = await db().select().from(ticketAttachments).where(eq(ticketAttachments.id, attachmentId));
    expect(await app.storage.get("ticket-attachments", row?.storageKey ?? "")).toEqual(csv);
    const file = await asAssignee.client.tickets.attachment({ ticketId: ticket.id, attachmentId });
    expect(file.name).toBe("export.csv");
    expect(file.type).toMatch(/^text\/csv/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(csv);
  });

  it("refuses a file with a NUL byte sent as CSV, keeping nothing", async () => {
    const ticket = await openTicket("Binary export");
    const refused = await refusal(
      asReplier.client.tickets.reply({
        ticketId: ticket.id,
        body: "Attached.",
        attachments: [sampleFile(new TextEncoder().encode("a,b\n1,\0\n"), "export.csv")],
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('"export.csv" is not an image (PNG, JPEG, GIF, WebP)');
    expect(
      await db().select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, ticket.id)),
    ).toEqual([]);
  });
});
