import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customerContactLogs, customers, partnerAuditLogs } from "#server/db/schema/index";
import { CUSTOMER_NOT_FOUND } from "#shared/contracts/customers";
import { createCustomer } from "#tests/factories/customers";
import { createUserWithPermission, type TestUser } from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
let csm: TestUser;
let asCsm: TestBrowser;
beforeAll(async () => {
  csm = await createUserWithPermission(db(), "manage_customers");
  asCsm = await signedInAs(given.app, csm);
});

const rowOf = async (id: string) => (await db().select().from(customers).where(eq(customers.id, id)))[0];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe("logging a contact", () => {
  it("adds the entry to the timeline, moves last contact, recomputes the health and audits it", async () => {
    // Started long ago and never contacted: the contact input takes its whole weight.
    const customer = await createCustomer(db(), { startDate: "2020-01-01", partnerId: given.partnerA.id });
    await asCsm.client.customers.update({ id: customer.id, csmRating: 5 });
    expect((await rowOf(customer.id))?.healthScore).toBe(75);

    const occurredAt = daysAgo(1);
    const { entry } = await asCsm.client.customers.logContact({
      customerId: customer.id,
      kind: "meeting",
      summary: "Walked through the renewal.",
      occurredAt,
    });
    expect(entry).toMatchObject({
      kind: "meeting",
      summary: "Walked through the renewal.",
      loggedByName: csm.name,
    });
    expect(entry.occurredAt.getTime()).toBe(occurredAt.getTime());
    const row = await rowOf(customer.id);
    expect(row?.lastContactAt?.getTime()).toBe(occurredAt.getTime());
    expect(row?.healthScore).toBe(100);
    const [logged] = await db()
      .select()
      .from(customerContactLogs)
      .where(eq(customerContactLogs.customerId, customer.id));
    expect(logged).toMatchObject({ kind: "meeting", loggedBy: csm.id });
    const [audit] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        sql`${partnerAuditLogs.action} = 'customer_contact_logged' and ${partnerAuditLogs.details}->>'customer_id' = ${customer.id}`,
      );
    expect(audit).toMatchObject({ actorUserId: csm.id, partnerId: given.partnerA.id });
    expect(audit?.details).toMatchObject({ kind: "meeting", occurred_at: occurredAt.toISOString() });
  });

  it("keeps the latest contact when an older one is logged late, and takes now when no time is given", async () => {
    const customer = await createCustomer(db());
    const recent = daysAgo(2);
    await asCsm.client.customers.logContact({
      customerId: customer.id,
      kind: "call",
      summary: "Recent.",
      occurredAt: recent,
    });
    await asCsm.client.customers.logContact({
      customerId: customer.id,
      kind: "email",
      summary: "Older, logged late.",
      occurredAt: daysAgo(20),
    });
    expect((await rowOf(customer.id))?.lastContactAt?.getTime()).toBe(recent.getTime());
    const before = Date.now();
    await asCsm.client.customers.logContact({ customerId: customer.id, kind: "call", summary: "Just now." });
    expect((await rowOf(customer.id))?.lastContactAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses a contact in the future with 400, and an unknown customer with 404", async () => {
    const customer = await createCustomer(db());
    const future = await refusal(
      asCsm.client.customers.logContact({
        customerId: customer.id,
        kind: "call",
        summary: "Tomorrow.",
        occurredAt: new Date(Date.now() + 86_400_000),
      }),
    );
    expect(future.status).toBe(400);
    const missing = await refusal(
      asCsm.client.customers.logContact({
        customerId: "00000000-0000-4000-8000-000000000000",
        kind: "call",
        summary: "Nobody.",
      }),
    );
    expect(missing.status).toBe(404);
    expect(missing.message).toBe(CUSTOMER_NOT_FOUND);
    expect(
      await db().select().from(customerContactLogs).where(eq(customerContactLogs.customerId, customer.id)),
    ).toEqual([]);
  });
});
