import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerOnboardingSteps, customers, partnerAuditLogs, partnerDeals } from "#server/db/schema/index";
import { createCustomer } from "#tests/factories/customers";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
const closeWon = (id: string) => given.asAdmin.client.deals.changeStatus({ id, status: "closed_won" });
const customersKeyed = (key: string) => db().select().from(customers).where(eq(customers.customerKey, key));
const customerIdOf = async (dealId: string) =>
  (await db().select().from(partnerDeals).where(eq(partnerDeals.id, dealId)))[0]?.customerId;

describe("a deal closed won", () => {
  it("makes its customer from the deal, with onboarding, health and an audit entry naming the deal", async () => {
    const deal = await createDeal(db(), {
      partner: given.partnerA,
      status: "approved",
      companyName: "Vandelay Industries, Inc.",
      contactPerson: "Art Vandelay",
      dealValue: "75000.00",
      customerKey: "vandelay industries",
    });
    await closeWon(deal.id);
    const [customer] = await customersKeyed("vandelay industries");
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    // The same day a year on; 29 February renews on 28 February.
    const nextYear = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()));
    if (nextYear.getUTCMonth() !== now.getUTCMonth()) nextYear.setUTCDate(0);
    expect(customer).toMatchObject({
      name: "Vandelay Industries, Inc.",
      contactName: "Art Vandelay",
      partnerId: given.partnerA.id,
      source: "won_deal",
      contractValue: "75000.00",
      startDate: today,
      renewalDate: nextYear.toISOString().slice(0, 10),
      ownerId: null,
    });
    expect(await customerIdOf(deal.id)).toBe(customer?.id);
    const steps = await db()
      .select()
      .from(customerOnboardingSteps)
      .where(eq(customerOnboardingSteps.customerId, customer?.id as string));
    expect(steps.map((step) => step.step).sort()).toEqual(["go_live", "kickoff", "setup", "training"]);
    const [entry] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        sql`${partnerAuditLogs.action} = 'customer_created' and ${partnerAuditLogs.details}->>'customer_id' = ${customer?.id}`,
      );
    expect(entry?.details).toMatchObject({ source: "won_deal", deal_id: deal.id });
    // Stored as its inputs give it: a customer starting today, not yet rated, with nothing against it.
    expect(customer).toMatchObject({ healthScore: 100, status: "healthy" });
    const page = await given.asAdmin.client.customers.get({ id: customer?.id as string });
    expect(page.health.score).toBe(100);
  });

  it("links the customer with the same normalised name, keeping its data and taking the partner it lacked", async () => {
    const existing = await createCustomer(db(), {
      name: "Kramerica",
      contactName: "Cosmo Kramer",
      partnerId: null,
    });
    const deal = await createDeal(db(), {
      partner: given.partnerB,
      status: "approved",
      companyName: "KRAMERICA LLC",
      customerKey: null,
    });
    await closeWon(deal.id);
    const rows = await customersKeyed("kramerica");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: existing.id,
      name: "Kramerica",
      contactName: "Cosmo Kramer",
      source: "manual",
      partnerId: given.partnerB.id,
    });
    expect(await customerIdOf(deal.id)).toBe(existing.id);

    const another = await createDeal(db(), {
      partner: given.partnerA,
      status: "approved",
      companyName: "Kramerica",
      customerKey: "kramerica",
    });
    await closeWon(another.id);
    // The partner it has stays.
    expect((await customersKeyed("kramerica"))[0]?.partnerId).toBe(given.partnerB.id);
  });

  it("makes one customer when 20 partners' deals for it close won at once", async () => {
    const deals = await Promise.all(
      Array.from({ length: 20 }, async (_, index) =>
        createDeal(db(), {
          partner: await createPartner(db()),
          status: "approved",
          companyName: index % 2 ? "Pendant Publishing" : "Pendant Publishing Co.",
          customerKey: "pendant publishing",
        }),
      ),
    );
    const outcomes = await Promise.allSettled(deals.map((deal) => closeWon(deal.id)));
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    const rows = await customersKeyed("pendant publishing");
    expect(rows).toHaveLength(1);
    const linked = await db()
      .select({ customerId: partnerDeals.customerId })
      .from(partnerDeals)
      .where(
        inArray(
          partnerDeals.id,
          deals.map((deal) => deal.id),
        ),
      );
    expect(new Set(linked.map((row) => row.customerId))).toEqual(new Set([rows[0]?.id]));
    const steps = await db()
      .select()
      .from(customerOnboardingSteps)
      .where(eq(customerOnboardingSteps.customerId, rows[0]?.id as string));
    expect(steps).toHaveLength(4);
    const created = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        sql`${partnerAuditLogs.action} = 'customer_created' and ${partnerAuditLogs.details}->>'customer_id' = ${rows[0]?.id}`,
      );
    expect(created).toHaveLength(1);
  });

  it("makes one customer when 20 requests close the same deal won at once", async () => {
    const deal = await createDeal(db(), {
      partner: given.partnerA,
      status: "approved",
      companyName: "Monk's Cafe",
      customerKey: "monk s cafe",
    });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => closeWon(deal.id)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const rows = await customersKeyed("monk s cafe");
    expect(rows).toHaveLength(1);
    expect(await customerIdOf(deal.id)).toBe(rows[0]?.id);
  });

  it("computes the key from the company name when the deal has none", async () => {
    const deal = await createDeal(db(), {
      partner: given.partnerA,
      status: "approved",
      companyName: "Sagman Bennett Robbins Oppenheim & Taft GmbH",
      customerKey: null,
    });
    await closeWon(deal.id);
    expect(await customersKeyed("sagman bennett robbins oppenheim and taft")).toHaveLength(1);
  });

  it("makes no customer when a deal closes lost", async () => {
    const deal = await createDeal(db(), {
      partner: given.partnerA,
      status: "approved",
      companyName: "Yankee Records",
      customerKey: "yankee records",
    });
    await given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "closed_lost" });
    expect(await customersKeyed("yankee records")).toEqual([]);
    expect(await customerIdOf(deal.id)).toBeNull();
  });
});
