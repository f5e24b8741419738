import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  partnerAuditLogs,
  supportTickets,
  ticketAttachments,
  ticketEvents,
  webhookDeliveries,
} from "#server/db/schema/index";
import { CUSTOMER_NOT_FOUND } from "#shared/contracts/customers";
import { createCustomer, type TestCustomer } from "#tests/factories/customers";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import {
  createPartnerContact,
  createUser,
  createUserWithPermission,
  type TestUser,
} from "#tests/factories/users";
import { createWebhookEndpoint } from "#tests/factories/webhooks";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { toldAbout } from "#tests/support/database/stored-notifications";
import { SAMPLE_EXE, SAMPLE_PDF, SAMPLE_PNG, sampleFile } from "#tests/support/files/sample-files";
import { ASSIGNEE_NOT_ALLOWED, createTicket } from "./create-ticket";
import { TICKET_ATTACHMENTS_BUCKET } from "./ticket-attachments";

let app: TestApp;
let partner: TestPartner;
let otherPartner: TestPartner;
let customer: TestCustomer;
let otherCustomer: TestCustomer;
let worker: TestUser;
let contact: TestUser;
let asStaff: TestBrowser;
let asWorker: TestBrowser;
const db = () => app.testDatabase.database.db;

beforeAll(async () => {
  app = await createTestApp();
  [partner, otherPartner] = await Promise.all([createPartner(db()), createPartner(db())]);
  customer = await createCustomer(db(), { partnerId: partner.id });
  otherCustomer = await createCustomer(db(), { partnerId: otherPartner.id });
  worker = await createUserWithPermission(db(), "manage_customers");
  contact = await createPartnerContact(db(), partner);
  asStaff = await signedInAs(app, await createUser(db()));
  asWorker = await signedInAs(app, worker);
  await createWebhookEndpoint(db(), { partnerId: partner.id, events: ["ticket.created", "ticket.solved"] });
});
afterAll(() => app.dispose());

describe("opening a ticket", () => {
  it("opens a numbered new ticket with its first event, attachments, SLA due times, audit entry and webhook", async () => {
    const { ticket } = await asStaff.client.tickets.create({
      customerId: customer.id,
      subject: "Cannot sign in",
      description: "**Since Monday** the login page spins.",
      priority: "high",
      attachments: [
        sampleFile(SAMPLE_PNG, "screen.png", "image/png"),
        sampleFile(SAMPLE_PDF, "log.pdf", "application/pdf"),
      ],
    });
    expect(ticket).toMatchObject({
      subject: "Cannot sign in",
      customer: { id: customer.id, name: customer.name },
      partner: { id: partner.id, companyName: partner.companyName },
      priority: "high",
      status: "new",
      assignee: null,
      sla: { firstResponse: { state: "running" }, resolution: { state: "running" } },
    });
    expect(ticket.number).toBeGreaterThan(0);
    const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row?.description).toBe("**Since Monday** the login page spins.");
    expect(row?.firstResponseDueAt).not.toBeNull();
    expect(row?.resolutionDueAt).not.toBeNull();
    expect(row?.resolutionWarnAt).not.toBeNull();
    const events = await db().select().from(ticketEvents).where(eq(ticketEvents.ticketId, ticket.id));
    expect(events.map((event) => [event.kind, event.public])).toEqual([["created", true]]);
    const files = await db()
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, ticket.id));
    expect(files.map((file) => [file.fileName, file.contentType, file.eventId])).toEqual([
      ["screen.png", "image/png", events[0]?.id],
      ["log.pdf", "application/pdf", events[0]?.id],
    ]);
    for (const file of files) {
      expect(await app.storage.get(TICKET_ATTACHMENTS_BUCKET, file.storageKey)).toBeDefined();
    }
    const audit = await db().select().from(partnerAuditLogs).where(eq(partnerAuditLogs.subjectId, ticket.id));
    expect(audit.map((entry) => [entry.action, entry.details])).toEqual([
      [
        "ticket_created",
        {
          ticket_id: ticket.id,
          number: ticket.number,
          subject: "Cannot sign in",
          customer_id: customer.id,
          priority: "high",
        },
      ],
    ]);
    const deliveries = await db().select().from(webhookDeliveries);
    const created = deliveries.filter((delivery) => delivery.body.includes(ticket.id));
    expect(created.map((delivery) => delivery.eventType)).toEqual(["ticket.created"]);
    expect(JSON.parse(created[0]?.body ?? "{}").data.ticket).toMatchObject({
      id: ticket.id,
      number: ticket.number,
    });
  });

  it("numbers tickets from the identity column, one after another", async () => {
    const open = () =>
      asStaff.client.tickets.create({ customerId: customer.id, subject: "Numbered", description: "Text." });
    const first = await open();
    const second = await open();
    expect(second.ticket.number).toBe(first.ticket.number + 1);
  });

  it("assigns it to a ticket worker, who is told, and refuses anyone who does not work tickets", async () => {
    const { ticket } = await asStaff.client.tickets.create({
      customerId: customer.id,
      subject: "Invoice wrong",
      description: "Twice charged.",
      assigneeId: worker.id,
    });
    expect(ticket.assignee).toEqual({ id: worker.id, name: worker.name });
    // Written at one moment, the opening reads before the assignment.
    const { events } = await asStaff.client.tickets.get({ id: ticket.id });
    expect(events.map((event) => [event.kind, event.to])).toEqual([
      ["created", null],
      ["assigned", worker.name],
    ]);
    expect(await toldAbout(db(), ticket.id)).toEqual([
      { userId: worker.id, kind: "ticket_assigned", message: expect.stringContaining(`#${ticket.number}`) },
    ]);
    const plain = await createUser(db());
    const refused = await refusal(
      asStaff.client.tickets.create({
        customerId: customer.id,
        subject: "Invoice wrong",
        description: "Twice charged.",
        assigneeId: plain.id,
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(ASSIGNEE_NOT_ALLOWED);
  });

  it("does not tell assignees who assign themselves", async () => {
    const { ticket } = await asWorker.client.tickets.create({
      customerId: customer.id,
      subject: "Mine",
      description: "I take it.",
      assigneeId: worker.id,
    });
    expect(await toldAbout(db(), ticket.id)).toEqual([]);
  });

  it("refuses a file that is not one of the accepted types and stores nothing", async () => {
    const before = await db().select().from(supportTickets);
    const refused = await refusal(
      asStaff.client.tickets.create({
        customerId: customer.id,
        subject: "Virus",
        description: "See attached.",
        attachments: [sampleFile(SAMPLE_EXE, "setup.exe")],
      }),
    );
    expect(refused.status).toBe(400);
    expect(await db().select().from(supportTickets)).toHaveLength(before.length);
  });

  it("answers 404 for a customer that does not exist", async () => {
    const refused = await refusal(
      asStaff.client.tickets.create({
        customerId: crypto.randomUUID(),
        subject: "Nobody",
        description: "Text.",
      }),
    );
    expect([refused.status, refused.message]).toEqual([404, CUSTOMER_NOT_FOUND]);
  });
});

describe("a partner opening a ticket (the partner side calls createTicket with its scope)", () => {
  const actor = () => ({ id: contact.id, name: contact.name });

  it("opens it for one of its own customers and tells the ticket workers", async () => {
    const { ticket } = await createTicket(
      { db: db(), storage: app.storage },
      actor(),
      {
        customerId: customer.id,
        subject: "From the partner",
        description: "Please help.",
        assigneeId: worker.id,
      },
      { partnerId: partner.id },
    );
    // A partner never assigns.
    expect(ticket).toMatchObject({
      partner: { id: partner.id },
      requesterName: contact.name,
      assignee: null,
    });
    const told = await toldAbout(db(), ticket.id);
    expect(told.map((notice) => notice.kind)).toContain("ticket_opened");
    expect(told.find((notice) => notice.userId === worker.id)?.message).toBe(
      `${contact.name} of ${partner.companyName} opened ticket #${ticket.number} (From the partner) for ${customer.name}.`,
    );
    expect(told.map((notice) => notice.userId)).not.toContain(contact.id);
  });

  it("answers another partner's customer as a missing one", async () => {
    const refused = await createTicket(
      { db: db(), storage: app.storage },
      actor(),
      { customerId: otherCustomer.id, subject: "Not mine", description: "Text." },
      { partnerId: partner.id },
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({ message: CUSTOMER_NOT_FOUND });
  });
});
