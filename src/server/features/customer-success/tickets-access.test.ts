import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { supportTickets, ticketAttachments, ticketEvents } from "#server/db/schema/index";
import { createCustomer } from "#tests/factories/customers";
import { createUser, createUserWithPermission } from "#tests/factories/users";
import {
  describeFeatureAccess,
  featureCase,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";
import { createTicket } from "./create-ticket";

const given = setUpFeatureAccessApp("manage_customers");
const db = () => given.app.testDatabase.database.db;

/** A ticket about a customer partner A sold, opened by a staff member, with a file on its opening. */
async function ticketOfA() {
  const customer = await createCustomer(db(), { partnerId: given.partnerA.id });
  const opener = await createUser(db());
  const { ticket } = await createTicket(
    { db: db(), storage: given.app.storage },
    { id: opener.id, name: opener.name },
    {
      customerId: customer.id,
      subject: `Access ${crypto.randomUUID()}`,
      description: "Details.",
      attachments: [sampleFile(SAMPLE_PDF, "details.pdf", "application/pdf")],
    },
  );
  const [file] = await db()
    .select({ id: ticketAttachments.id })
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, ticket.id));
  if (!file) throw new Error("the ticket's file is missing");
  return { ...ticket, attachmentId: file.id };
}

const STAFF = ["staff", "permitted", "admin"] as const;
const WORKERS = ["permitted", "admin"] as const;

// Every staff member reads tickets and may open one; holders of manage_customers work them (reply, note, status,
// priority, assignment); partners reach tickets only through the support procedures, never these
// (docs/product/customer-success.md).
describeFeatureAccess(given, "tickets", {
  list: featureCase({
    allowed: STAFF,
    prepare: ticketOfA,
    call: (client, target) => client.tickets.list({ search: target.subject }),
    verify: async (target, result) => {
      expect((result as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([target.id]);
    },
  }),
  get: featureCase({
    allowed: STAFF,
    prepare: ticketOfA,
    call: (client, target) => client.tickets.get({ id: target.id }),
    verify: async (target, result) => {
      expect(result).toMatchObject({ ticket: { id: target.id }, events: [{ kind: "created" }] });
    },
  }),
  create: featureCase({
    allowed: STAFF,
    prepare: async () => ({
      customerId: (await createCustomer(db(), { partnerId: given.partnerA.id })).id,
      subject: `Opened ${crypto.randomUUID()}`,
    }),
    call: (client, target) =>
      client.tickets.create({ customerId: target.customerId, subject: target.subject, description: "Text." }),
    verify: async (target) => {
      const rows = await db().select().from(supportTickets).where(eq(supportTickets.subject, target.subject));
      expect(rows).toHaveLength(1);
    },
  }),
  attachment: featureCase({
    allowed: STAFF,
    prepare: ticketOfA,
    call: (client, target) =>
      client.tickets.attachment({ ticketId: target.id, attachmentId: target.attachmentId }),
    verify: async (_target, result) => {
      expect(new Uint8Array(await (result as File).arrayBuffer())).toEqual(SAMPLE_PDF);
    },
  }),
  reply: featureCase({
    allowed: WORKERS,
    prepare: ticketOfA,
    call: (client, target) => client.tickets.reply({ ticketId: target.id, body: "On it." }),
    verify: async (target) => {
      const replies = await db()
        .select()
        .from(ticketEvents)
        .where(and(eq(ticketEvents.ticketId, target.id), eq(ticketEvents.kind, "reply")));
      expect(replies.map((reply) => reply.body)).toEqual(["On it."]);
    },
  }),
  update: featureCase({
    allowed: WORKERS,
    prepare: ticketOfA,
    call: (client, target) => client.tickets.update({ id: target.id, priority: "urgent" }),
    verify: async (target) => {
      const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, target.id));
      expect(row?.priority).toBe("urgent");
    },
  }),
  bulkAssign: featureCase({
    allowed: WORKERS,
    prepare: async () => ({
      ...(await ticketOfA()),
      worker: await createUserWithPermission(db(), "manage_customers"),
    }),
    call: (client, target) =>
      client.tickets.bulkAssign({ ticketIds: [target.id], assigneeId: target.worker.id }),
    verify: async (target, result) => {
      expect(result).toEqual({ assigned: 1 });
      const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, target.id));
      expect(row?.assigneeId).toBe(target.worker.id);
    },
  }),
});
