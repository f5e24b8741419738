import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customers, partnerAuditLogs } from "#server/db/schema/index";
import { CUSTOMER_EXISTS, CUSTOMER_NOT_FOUND } from "#shared/contracts/customers";
import { createCustomer } from "#tests/factories/customers";
import { createUserWithPermission, type TestUser } from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { OWNER_NOT_FOUND } from "./customer-rows";
import { dayPlus, utcDay } from "./onboarding-steps";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
let csm: TestUser;
let asCsm: TestBrowser;
beforeAll(async () => {
  csm = await createUserWithPermission(db(), "manage_customers");
  asCsm = await signedInAs(given.app, csm);
});

const rowOf = async (id: string) => (await db().select().from(customers).where(eq(customers.id, id)))[0];
const updatesOf = (id: string) =>
  db()
    .select()
    .from(partnerAuditLogs)
    .where(
      sql`${partnerAuditLogs.action} = 'customer_updated' and ${partnerAuditLogs.details}->>'customer_id' = ${id}`,
    );

describe("editing a customer", () => {
  it("changes the fields given and audits each change with its old and new value", async () => {
    const customer = await createCustomer(db(), { name: "Play Now Ltd", contractValue: "1000.00" });
    const { customer: edited } = await asCsm.client.customers.update({
      id: customer.id,
      contactName: "Jerry Seinfeld",
      contactPhone: null,
      contractValue: "1000",
      ownerId: csm.id,
      partnerId: given.partnerA.id,
    });
    expect(edited).toMatchObject({
      contactName: "Jerry Seinfeld",
      contactPhone: null,
      owner: { id: csm.id },
      partner: { id: given.partnerA.id },
    });
    const [entry] = await updatesOf(customer.id);
    // The same amount written differently is no change.
    expect(entry?.details).toEqual({
      customer_id: customer.id,
      name: "Play Now Ltd",
      changes: {
        contact_name: { from: customer.contactName, to: "Jerry Seinfeld" },
        owner_id: { from: null, to: csm.id },
        partner_id: { from: null, to: given.partnerA.id },
      },
    });
  });

  it("recomputes the health in the same write: a CSM rating of 1 and a renewal within 60 days", async () => {
    const customer = await createCustomer(db());
    await asCsm.client.customers.update({ id: customer.id, csmRating: 1 });
    expect(await rowOf(customer.id)).toMatchObject({ healthScore: 75, status: "healthy", csmRating: 1 });
    const { customer: edited } = await asCsm.client.customers.update({
      id: customer.id,
      renewalDate: dayPlus(utcDay(new Date()), 30),
    });
    expect(edited).toMatchObject({ healthScore: 65, status: "healthy" });
    await asCsm.client.customers.update({ id: customer.id, renewalDate: null, csmRating: null });
    expect(await rowOf(customer.id)).toMatchObject({ healthScore: 100, renewalDate: null, csmRating: null });
  });

  it("sets churned by hand, keeps it whatever the score, and clearing it puts back what the score says", async () => {
    const customer = await createCustomer(db());
    const { customer: churned } = await asCsm.client.customers.update({ id: customer.id, churned: true });
    expect(churned.status).toBe("churned");
    await asCsm.client.customers.update({ id: customer.id, csmRating: 1, startDate: "2020-01-01" });
    expect(await rowOf(customer.id)).toMatchObject({ status: "churned", healthScore: 50 });
    const { customer: back } = await asCsm.client.customers.update({ id: customer.id, churned: false });
    expect(back).toMatchObject({ status: "at_risk", healthScore: 50 });
    const entries = await updatesOf(customer.id);
    expect(entries.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ changes: { status: { from: "healthy", to: "churned" } } }),
        expect.objectContaining({ changes: { status: { from: "churned", to: "at_risk" } } }),
      ]),
    );
  });

  it("re-keys a renamed customer, and refuses a name that is another customer's with 409", async () => {
    const customer = await createCustomer(db(), { name: "Peterman Catalog" });
    await asCsm.client.customers.update({ id: customer.id, name: "J. Peterman Catalog, Inc." });
    expect((await rowOf(customer.id))?.customerKey).toBe("j peterman catalog");
    await createCustomer(db(), { name: "Costanza Architects" });
    const refused = await refusal(
      asCsm.client.customers.update({ id: customer.id, name: "COSTANZA ARCHITECTS LLC" }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(CUSTOMER_EXISTS);
    expect(await rowOf(customer.id)).toMatchObject({
      name: "J. Peterman Catalog, Inc.",
      customerKey: "j peterman catalog",
    });
  });

  it("refuses an owner who does not manage customers, and answers 404 for an unknown customer", async () => {
    const customer = await createCustomer(db());
    const refused = await refusal(
      asCsm.client.customers.update({ id: customer.id, ownerId: "someone-else" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(OWNER_NOT_FOUND);
    const missing = await refusal(
      asCsm.client.customers.update({ id: "00000000-0000-4000-8000-000000000000", contactName: "Nobody" }),
    );
    expect(missing.status).toBe(404);
    expect(missing.message).toBe(CUSTOMER_NOT_FOUND);
  });

  it("records nothing when nothing changes", async () => {
    const customer = await createCustomer(db());
    await asCsm.client.customers.update({ id: customer.id, contactName: customer.contactName });
    expect(await updatesOf(customer.id)).toEqual([]);
  });
});
