import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportTickets } from "#server/db/schema/index";
import { createCustomer } from "#tests/factories/customers";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createPartnerContact } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

let app: TestApp;
let partner: TestPartner;
let asContact: TestBrowser;
let asOther: TestBrowser;
const db = () => app.testDatabase.database.db;

beforeAll(async () => {
  app = await createTestApp();
  partner = await createPartner(db());
  const other = await createPartner(db());
  asContact = await signedInAs(app, await createPartnerContact(db(), partner));
  asOther = await signedInAs(app, await createPartnerContact(db(), other));
  const mine = await createCustomer(db(), { partnerId: partner.id, name: "Umbrella Support Ltd" });
  const theirs = await createCustomer(db(), { partnerId: other.id });
  for (const [n, client, customerId] of [
    [1, asContact, mine.id],
    [2, asOther, theirs.id],
    [3, asContact, mine.id],
    [4, asContact, mine.id],
  ] as const) {
    const { ticket } = await client.client.support.openTicket({
      customerId,
      subject: `Ticket ${n}`,
      description: "Details.",
    });
    // Each a minute apart, so newest first is certain.
    await db()
      .update(supportTickets)
      .set({ createdAt: new Date(Date.UTC(2026, 10, 1, 9, n)) })
      .where(eq(supportTickets.id, ticket.id));
  }
});
afterAll(async () => {
  await app.dispose();
});

describe("a partner's tickets", () => {
  it("lists only its own, newest first, a page at a time", async () => {
    const first = await asContact.client.support.tickets({ page: 1, pageSize: 2 });
    expect(first.items.map((ticket) => ticket.subject)).toEqual(["Ticket 4", "Ticket 3"]);
    expect(first).toMatchObject({ total: 3, totalCapped: false, page: 1, pageSize: 2 });
    expect(first.items[0]?.customer.name).toBe("Umbrella Support Ltd");
    const second = await asContact.client.support.tickets({ page: 2, pageSize: 2 });
    expect(second.items.map((ticket) => ticket.subject)).toEqual(["Ticket 1"]);
  });

  it("narrows to one status", async () => {
    const [oldest] = (await asContact.client.support.tickets({ page: 2, pageSize: 2 })).items;
    if (!oldest) throw new Error("no ticket");
    await db().update(supportTickets).set({ status: "solved" }).where(eq(supportTickets.id, oldest.id));
    const solved = await asContact.client.support.tickets({ status: "solved" });
    expect(solved.items.map((ticket) => ticket.subject)).toEqual(["Ticket 1"]);
    expect(solved.total).toBe(1);
  });
});
