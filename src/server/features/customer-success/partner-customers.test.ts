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
const db = () => app.testDatabase.database.db;

beforeAll(async () => {
  app = await createTestApp();
  partner = await createPartner(db());
  asContact = await signedInAs(app, await createPartnerContact(db(), partner));
});
afterAll(async () => {
  await app.dispose();
});

describe("a partner's customers", () => {
  it("lists the customers it sold by name, each with the tickets it has open about it", async () => {
    const zenith = await createCustomer(db(), {
      partnerId: partner.id,
      name: "Zenith Labs",
      healthScore: 55,
    });
    const alpha = await createCustomer(db(), { partnerId: partner.id, name: "Alpha Works" });
    await createCustomer(db(), { name: "Nobody's Customer Inc" });
    const open = async (subject: string) =>
      (
        await asContact.client.support.openTicket({
          customerId: zenith.id,
          subject,
          description: "Details.",
        })
      ).ticket;
    await open("First");
    await open("Second");
    const solved = await open("Third");
    await db().update(supportTickets).set({ status: "solved" }).where(eq(supportTickets.id, solved.id));
    // A ticket staff opened about the customer is not the partner's to see, nor to count.
    await db().insert(supportTickets).values({
      subject: "Staff's own",
      description: "Internal follow-up.",
      customerId: alpha.id,
      requesterName: "Support Lead",
    });

    const { customers } = await asContact.client.support.customers();
    expect(customers.map(({ name, openTickets }) => [name, openTickets])).toEqual([
      ["Alpha Works", 0],
      ["Zenith Labs", 2],
    ]);
    expect(customers[1]).toMatchObject({ contactName: zenith.contactName, status: expect.any(String) });
  });
});
