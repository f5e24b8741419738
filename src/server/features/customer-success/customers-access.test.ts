import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { customerContactLogs, customerOnboardingSteps, customers } from "#server/db/schema/index";
import { createCustomer } from "#tests/factories/customers";
import {
  describeFeatureAccess,
  featureCase,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";

const given = setUpFeatureAccessApp("manage_customers");
const db = () => given.app.testDatabase.database.db;

const aCustomer = () => createCustomer(db(), { name: `Access ${crypto.randomUUID()}` });
const rowOf = async (id: string) => (await db().select().from(customers).where(eq(customers.id, id)))[0];
const STAFF = ["staff", "permitted", "admin"] as const;
const MANAGERS = ["permitted", "admin"] as const;

// Every staff member reads customers; holders of manage_customers (and administrators) add and change them;
// partners' contacts reach none of it (docs/product/customer-success.md#who-may-do-what).
describeFeatureAccess(given, "customers", {
  list: featureCase({
    allowed: STAFF,
    prepare: aCustomer,
    call: (client, target) => client.customers.list({ search: target.name }),
    verify: async (target, result) => {
      expect((result as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([target.id]);
    },
  }),
  get: featureCase({
    allowed: STAFF,
    prepare: aCustomer,
    call: (client, target) => client.customers.get({ id: target.id }),
    verify: async (target, result) => {
      expect((result as { customer: { id: string } }).customer.id).toBe(target.id);
    },
  }),
  onboarding: featureCase({
    allowed: STAFF,
    prepare: aCustomer,
    call: (client) => client.customers.onboarding({ pageSize: 100 }),
    verify: async (target, result) => {
      expect((result as { items: { id: string }[] }).items.map((item) => item.id)).toContain(target.id);
    },
  }),
  people: featureCase({
    allowed: STAFF,
    prepare: async () => undefined,
    call: (client) => client.customers.people(),
    verify: async (_target, result) => {
      expect((result as { people: unknown[] }).people.length).toBeGreaterThan(0);
    },
  }),
  create: featureCase({
    allowed: MANAGERS,
    prepare: async () => ({ name: `Access ${crypto.randomUUID()}` }),
    call: (client, target) =>
      client.customers.create({
        name: target.name,
        contactName: "Access Contact",
        contractValue: "1000.00",
        startDate: "2026-11-02",
      }),
    verify: async (target) => {
      expect(await db().select().from(customers).where(eq(customers.name, target.name))).toHaveLength(1);
    },
  }),
  update: featureCase({
    allowed: MANAGERS,
    prepare: aCustomer,
    call: (client, target) => client.customers.update({ id: target.id, contactName: "Renamed Contact" }),
    verify: async (target) => {
      expect((await rowOf(target.id))?.contactName).toBe("Renamed Contact");
    },
  }),
  logContact: featureCase({
    allowed: MANAGERS,
    prepare: aCustomer,
    call: (client, target) =>
      client.customers.logContact({ customerId: target.id, kind: "call", summary: "Checked in." }),
    verify: async (target) => {
      expect(
        await db().select().from(customerContactLogs).where(eq(customerContactLogs.customerId, target.id)),
      ).toHaveLength(1);
    },
  }),
  completeOnboardingStep: featureCase({
    allowed: MANAGERS,
    prepare: aCustomer,
    call: (client, target) =>
      client.customers.completeOnboardingStep({ customerId: target.id, step: "kickoff", done: true }),
    verify: async (target) => {
      const steps = await db()
        .select()
        .from(customerOnboardingSteps)
        .where(eq(customerOnboardingSteps.customerId, target.id));
      expect(steps.find((step) => step.step === "kickoff")?.completedAt).toBeInstanceOf(Date);
    },
  }),
});
