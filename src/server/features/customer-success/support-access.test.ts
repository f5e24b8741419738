import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { supportTickets, ticketAttachments, ticketEvents } from "#server/db/schema/index";
import { createCustomer } from "#tests/factories/customers";
import {
  describeFeatureAccess,
  type FeatureCaller,
  featureCase,
  NO_PARTNER_MESSAGE,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";
import { refusal } from "#tests/support/browser/refusal";
import { SAMPLE_PDF, SAMPLE_PNG, sampleFile } from "#tests/support/files/sample-files";
import { TICKET_ATTACHMENTS_BUCKET } from "./ticket-attachments";

const given = setUpFeatureAccessApp("manage_customers");
const db = () => given.app.testDatabase.database.db;

const customerOfA = () => createCustomer(db(), { partnerId: given.partnerA.id });
/** A ticket partner A's contact opened about its customer, with a file on its opening. */
async function ticketOfA() {
  const customer = await customerOfA();
  const { ticket } = await given.browsers.partnerA.client.support.openTicket({
    customerId: customer.id,
    subject: "The export stops halfway",
    description: "Since Monday the **export** stops at 50%.",
    priority: "high",
    attachments: [sampleFile(SAMPLE_PNG, "screenshot.png", "image/png")],
  });
  const [file] = await db()
    .select({ id: ticketAttachments.id })
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, ticket.id));
  if (!file) throw new Error("the opening's file is missing");
  return { ...ticket, attachmentId: file.id };
}

const idsOf = (result: unknown) => (result as { items: { id: string }[] }).items.map((item) => item.id);

// Partners' contacts alone use Support, each on its own customers and tickets; staff work tickets on their own
// side, and another partner's ticket or customer does not exist for a partner
// (docs/product/customer-success.md#partners).
describeFeatureAccess(given, "support", {
  customers: featureCase({
    allowed: ["partnerA", "partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: customerOfA,
    call: (client) => client.support.customers(),
    verify: async (target, result, caller) => {
      const ids = (result as { customers: { id: string }[] }).customers.map((customer) => customer.id);
      expect(ids.includes(target.id)).toBe(caller === "partnerA");
    },
  }),
  tickets: featureCase({
    allowed: ["partnerA", "partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: ticketOfA,
    call: (client) => client.support.tickets({ page: 1, pageSize: 100 }),
    verify: async (target, result, caller) => {
      expect(idsOf(result).includes(target.id)).toBe(caller === "partnerA");
    },
  }),
  ticket: featureCase({
    allowed: ["partnerA"],
    notFound: ["partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: ticketOfA,
    call: (client, target) => client.support.ticket({ id: target.id }),
    verify: async (target, result) => {
      expect(result).toMatchObject({ ticket: { id: target.id } });
    },
  }),
  openTicket: featureCase({
    allowed: ["partnerA"],
    notFound: ["partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: customerOfA,
    call: (client, target) =>
      client.support.openTicket({
        customerId: target.id,
        subject: "Single sign-on fails",
        description: "Users see an error after signing in.",
      }),
    verify: async (target) => {
      const rows = await db().select().from(supportTickets).where(eq(supportTickets.customerId, target.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.partnerId).toBe(given.partnerA.id);
    },
  }),
  reply: featureCase({
    allowed: ["partnerA"],
    notFound: ["partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: ticketOfA,
    call: (client, target) => client.support.reply({ ticketId: target.id, body: "Still happening today." }),
    verify: async (target, result) => {
      const bodies = (result as { events: { body: string | null }[] }).events.map((event) => event.body);
      expect(bodies).toContain("Still happening today.");
      const replies = await db().select().from(ticketEvents).where(eq(ticketEvents.ticketId, target.id));
      expect(replies.filter((event) => event.kind === "reply")).toHaveLength(1);
    },
  }),
  attachment: featureCase({
    allowed: ["partnerA"],
    notFound: ["partnerB"],
    forbiddenMessage: NO_PARTNER_MESSAGE,
    prepare: ticketOfA,
    call: (client, target) =>
      client.support.attachment({ ticketId: target.id, attachmentId: target.attachmentId }),
    verify: async (_target, result) => {
      expect(new Uint8Array(await (result as File).arrayBuffer())).toEqual(SAMPLE_PNG);
    },
  }),
});

describe("what a partner is told of others' rows", () => {
  it("answers another partner's ticket exactly as a missing one, and another's customer as missing", async () => {
    const target = await ticketOfA();
    const asB = given.browsers.partnerB.client;
    const theirs = await refusal(asB.support.ticket({ id: target.id }));
    const missing = await refusal(asB.support.ticket({ id: crypto.randomUUID() }));
    expect([theirs.status, theirs.message]).toEqual([404, "Ticket not found."]);
    expect([missing.status, missing.message]).toEqual([404, "Ticket not found."]);
    const customer = await customerOfA();
    const opened = await refusal(
      asB.support.openTicket({ customerId: customer.id, subject: "Mine?", description: "Not mine." }),
    );
    expect([opened.status, opened.message]).toEqual([404, "Customer not found."]);
  });
});

describe("internal notes", () => {
  it("never reach the partner: a staff note and its file are absent from the ticket and refused for download", async () => {
    const target = await ticketOfA();
    const storageKey = `${target.id}/note/1-internal.pdf`;
    await given.app.storage.put(TICKET_ATTACHMENTS_BUCKET, storageKey, SAMPLE_PDF);
    const [note] = await db()
      .insert(ticketEvents)
      .values({
        ticketId: target.id,
        kind: "note",
        authorName: "Support Lead",
        body: "Customer is on the legacy plan; do not offer a refund.",
        public: false,
      })
      .returning({ id: ticketEvents.id });
    if (!note) throw new Error("the note was not written");
    const [noteFile] = await db()
      .insert(ticketAttachments)
      .values({
        ticketId: target.id,
        eventId: note.id,
        storageKey,
        fileName: "internal.pdf",
        contentType: "application/pdf",
        sizeBytes: SAMPLE_PDF.length,
      })
      .returning({ id: ticketAttachments.id });
    if (!noteFile) throw new Error("the note's file was not written");
    // A reply marked public but of a staff-only kind stays hidden too: only openings and replies are shown.
    await db()
      .insert(ticketEvents)
      .values({
        ticketId: target.id,
        kind: "status_changed",
        authorName: "Support Lead",
        public: true,
        data: { from: "new", to: "open" },
      });

    const asA = given.browsers.partnerA.client;
    const { events } = await asA.support.ticket({ id: target.id });
    expect(events.map((event) => event.kind)).toEqual(["created"]);
    expect(JSON.stringify(events)).not.toContain("legacy plan");
    expect(events.flatMap((event) => event.attachments.map((file) => file.id))).toEqual([
      target.attachmentId,
    ]);
    const download = await refusal(
      asA.support.attachment({ ticketId: target.id, attachmentId: noteFile.id }),
    );
    expect([download.status, download.message]).toEqual([404, "Ticket not found."]);
    const afterReply = await asA.support.reply({ ticketId: target.id, body: "Any news?" });
    expect(afterReply.events.map((event) => event.kind)).toEqual(["created", "reply"]);
  });

  it.each<FeatureCaller>(["staff", "permitted", "admin"])(
    "keeps %s out of the partner side even for a ticket they may work",
    async (caller) => {
      const target = await ticketOfA();
      const refused = await refusal(
        given.browsers[caller as "staff"].client.support.ticket({ id: target.id }),
      );
      expect([refused.status, refused.message]).toEqual([403, NO_PARTNER_MESSAGE]);
    },
  );
});
