import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerAuditLogs, supportTickets, ticketEvents } from "#server/db/schema/index";
import { TICKET_NOT_FOUND } from "#shared/contracts/tickets";
import { createCustomer, type TestCustomer } from "#tests/factories/customers";
import { createUser, createUserWithPermission, type TestUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { toldAbout } from "#tests/support/database/stored-notifications";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";
import { ASSIGNEE_NOT_ALLOWED } from "./create-ticket";
import { ATTACHMENT_NOT_FOUND } from "./read-ticket-attachment";

let app: TestApp;
let customer: TestCustomer;
let lead: TestUser;
let worker: TestUser;
let asLead: TestBrowser;
const db = () => app.testDatabase.database.db;

beforeAll(async () => {
  app = await createTestApp();
  customer = await createCustomer(db());
  lead = await createUserWithPermission(db(), "manage_customers");
  worker = await createUserWithPermission(db(), "manage_customers");
  asLead = await signedInAs(app, lead);
});
afterAll(() => app.dispose());

const openTicket = async (subject: string, attachments?: File[]) =>
  (
    await asLead.client.tickets.create({
      customerId: customer.id,
      subject,
      description: "Text.",
      attachments,
    })
  ).ticket;

describe("updating a ticket", () => {
  it("changes status, priority and assignee with an event each, one audit entry and a notice to the assignee", async () => {
    const ticket = await openTicket("Update all");
    const { ticket: updated } = await asLead.client.tickets.update({
      id: ticket.id,
      status: "on_hold",
      priority: "urgent",
      assigneeId: worker.id,
    });
    expect(updated).toMatchObject({
      status: "on_hold",
      priority: "urgent",
      assignee: { id: worker.id, name: worker.name },
      sla: { firstResponse: { state: "paused" }, resolution: { state: "paused" } },
    });
    const events = await db().select().from(ticketEvents).where(eq(ticketEvents.ticketId, ticket.id));
    expect(events.map((event) => [event.kind, event.data]).slice(1)).toEqual([
      ["priority_changed", { from: "normal", to: "urgent" }],
      ["status_changed", { from: "new", to: "on_hold" }],
      ["assigned", { from: null, to: worker.name, fromId: null, toId: worker.id }],
    ]);
    const audit = await db()
      .select()
      .from(partnerAuditLogs)
      .where(and(eq(partnerAuditLogs.subjectId, ticket.id), eq(partnerAuditLogs.action, "ticket_updated")));
    expect(audit.map((entry) => entry.details.changes)).toEqual([
      {
        priority: { from: "normal", to: "urgent" },
        status: { from: "new", to: "on_hold" },
        assignee: { from: null, to: worker.name },
      },
    ]);
    expect((await toldAbout(db(), ticket.id)).map((notice) => [notice.userId, notice.kind])).toEqual([
      [worker.id, "ticket_assigned"],
    ]);
  });

  it("changes nothing for values it already has, and refuses an assignee who does not work tickets", async () => {
    const ticket = await openTicket("Same values");
    await asLead.client.tickets.update({ id: ticket.id, status: "new", priority: "normal" });
    expect(await db().select().from(ticketEvents).where(eq(ticketEvents.ticketId, ticket.id))).toHaveLength(
      1,
    );
    const outsider = await createUser(db());
    const refused = await refusal(asLead.client.tickets.update({ id: ticket.id, assigneeId: outsider.id }));
    expect([refused.status, refused.message]).toEqual([400, ASSIGNEE_NOT_ALLOWED]);
  });

  it("answers 404 for a ticket that does not exist", async () => {
    const refused = await refusal(asLead.client.tickets.update({ id: crypto.randomUUID(), status: "open" }));
    expect([refused.status, refused.message]).toEqual([404, TICKET_NOT_FOUND]);
  });
});

describe("assigning tickets in bulk", () => {
  it("assigns each ticket that changes hands with its event and notice, and writes one audit entry", async () => {
    const first = await openTicket("Bulk one");
    const second = await openTicket("Bulk two");
    expect(
      await asLead.client.tickets.bulkAssign({ ticketIds: [first.id, second.id], assigneeId: worker.id }),
    ).toEqual({ assigned: 2 });
    const rows = await db()
      .select()
      .from(supportTickets)
      .where(inArray(supportTickets.id, [first.id, second.id]));
    expect(rows.map((row) => row.assigneeId)).toEqual([worker.id, worker.id]);
    for (const ticket of [first, second]) {
      expect((await toldAbout(db(), ticket.id)).map((notice) => notice.kind)).toEqual(["ticket_assigned"]);
    }
    const audit = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.action, "tickets_assigned"));
    expect(audit.map((entry) => entry.details)).toEqual([
      {
        ticket_ids: expect.arrayContaining([first.id, second.id]),
        numbers: expect.arrayContaining([first.number, second.number]),
        assignee: worker.name,
      },
    ]);
    // Assigned already: nothing changes hands again.
    expect(await asLead.client.tickets.bulkAssign({ ticketIds: [first.id], assigneeId: worker.id })).toEqual({
      assigned: 0,
    });
  });

  it("refuses the lot when one id names no ticket", async () => {
    const ticket = await openTicket("Bulk missing");
    const refused = await refusal(
      asLead.client.tickets.bulkAssign({
        ticketIds: [ticket.id, crypto.randomUUID()],
        assigneeId: worker.id,
      }),
    );
    expect([refused.status, refused.message]).toEqual([404, TICKET_NOT_FOUND]);
    const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row?.assigneeId).toBeNull();
  });
});

describe("downloading an attachment", () => {
  it("returns the file under its name and type, and 404 for another ticket's attachment", async () => {
    const ticket = await openTicket("With a file", [sampleFile(SAMPLE_PDF, "report.pdf", "application/pdf")]);
    const other = await openTicket("Without a file");
    const { events } = await asLead.client.tickets.get({ id: ticket.id });
    const attachmentId = events[0]?.attachments[0]?.id ?? "";
    const file = await asLead.client.tickets.attachment({ ticketId: ticket.id, attachmentId });
    expect([file.name, file.type]).toEqual(["report.pdf", "application/pdf"]);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(SAMPLE_PDF);
    const refused = await refusal(asLead.client.tickets.attachment({ ticketId: other.id, attachmentId }));
    expect([refused.status, refused.message]).toEqual([404, ATTACHMENT_NOT_FOUND]);
  });
});
