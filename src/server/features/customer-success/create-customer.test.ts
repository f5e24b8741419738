import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customerOnboardingSteps, customers, partnerAuditLogs } from "#server/db/schema/index";
import { CUSTOMER_EXISTS } from "#shared/contracts/customers";
import { createCustomer } from "#tests/factories/customers";
import { createAdmin, createUser, createUserWithPermission, type TestUser } from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { OWNER_NOT_FOUND, PARTNER_NOT_FOUND } from "./customer-rows";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
let csm: TestUser;
let asCsm: TestBrowser;
beforeAll(async () => {
  csm = await createUserWithPermission(db(), "manage_customers");
  asCsm = await signedInAs(given.app, csm);
});

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Bosco Holdings",
  contactName: "Frank Costanza",
  contactEmail: "Frank@Bosco.example",
  contactPhone: "+1 555 0199",
  contractValue: "24000.50",
  startDate: "2026-11-02",
  renewalDate: "2027-11-01",
  ...overrides,
});

describe("adding a customer", () => {
  it("stores it by hand with its owner and partner, its onboarding from the start date, and an audit entry", async () => {
    const { customer } = await asCsm.client.customers.create(
      form({ ownerId: csm.id, partnerId: given.partnerA.id }),
    );
    expect(customer).toMatchObject({
      name: "Bosco Holdings",
      contactName: "Frank Costanza",
      contactEmail: "frank@bosco.example",
      source: "manual",
      contractValue: "24000.50",
      startDate: "2026-11-02",
      renewalDate: "2027-11-01",
      owner: { id: csm.id, name: csm.name },
      partner: { id: given.partnerA.id, companyName: given.partnerA.companyName },
    });
    const [row] = await db().select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.customerKey).toBe("bosco holdings");
    const steps = await db()
      .select({ step: customerOnboardingSteps.step, dueDate: customerOnboardingSteps.dueDate })
      .from(customerOnboardingSteps)
      .where(eq(customerOnboardingSteps.customerId, customer.id))
      .orderBy(customerOnboardingSteps.position);
    expect(steps).toEqual([
      { step: "kickoff", dueDate: "2026-11-09" },
      { step: "setup", dueDate: "2026-11-23" },
      { step: "training", dueDate: "2026-12-17" },
      { step: "go_live", dueDate: "2027-01-01" },
    ]);
    const [entry] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        sql`${partnerAuditLogs.action} = 'customer_created' and ${partnerAuditLogs.details}->>'customer_id' = ${customer.id}`,
      );
    expect(entry).toMatchObject({ actorUserId: csm.id, partnerId: given.partnerA.id });
    expect(entry?.details).toMatchObject({ name: "Bosco Holdings", source: "manual" });
  });

  it("computes its health: a start long ago without a contact costs the whole contact weight", async () => {
    const { customer } = await asCsm.client.customers.create(
      form({ name: "Long Ago Ltd", startDate: "2020-01-01", renewalDate: undefined }),
    );
    expect(customer.healthScore).toBe(75);
    expect(customer.status).toBe("healthy");
  });

  it("refuses a name that normalises to an existing customer's with 409", async () => {
    await createCustomer(db(), { name: "Pensky Material" });
    const refused = await refusal(asCsm.client.customers.create(form({ name: "PENSKY MATERIAL, Inc." })));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(CUSTOMER_EXISTS);
    expect(
      await db().select().from(customers).where(eq(customers.customerKey, "pensky material")),
    ).toHaveLength(1);
  });

  it("takes as owner only someone who manages customers or an administrator", async () => {
    const admin = await createAdmin(db());
    const { customer } = await asCsm.client.customers.create(
      form({ name: "Admin Owned", ownerId: admin.id }),
    );
    expect(customer.owner?.id).toBe(admin.id);
    for (const ownerId of [(await createUser(db())).id, "no-such-person"]) {
      const refused = await refusal(
        asCsm.client.customers.create(form({ name: `Refused ${ownerId}`, ownerId })),
      );
      expect(refused.status).toBe(400);
      expect(refused.message).toBe(OWNER_NOT_FOUND);
      expect(refused.data).toMatchObject({ field: "ownerId" });
    }
  });

  it("refuses a partner that does not exist", async () => {
    const refused = await refusal(
      asCsm.client.customers.create(
        form({ name: "Partnerless", partnerId: "00000000-0000-4000-8000-000000000000" }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(PARTNER_NOT_FOUND);
    expect(await db().select().from(customers).where(eq(customers.customerKey, "partnerless"))).toEqual([]);
  });

  it("is for holders of manage_customers: plain staff and partners get 403", async () => {
    expect((await refusal(given.asUser.client.customers.create(form({ name: "Nope" })))).status).toBe(403);
    expect((await refusal(given.asPartnerA.client.customers.create(form({ name: "Nope" })))).status).toBe(
      403,
    );
  });
});
