import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerSuccessSettings, supportTickets } from "#server/db/schema/index";
import type { TicketPriority, TicketStatus } from "#shared/enums";
import { DEFAULT_HEALTH_WEIGHTS } from "#shared/health-score";
import { createCustomer } from "#tests/factories/customers";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { customerHealth } from "./customer-health";

let testDatabase: TestDatabase;
const db = () => testDatabase.database.db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.dispose();
});

const NOW = new Date("2026-06-15T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A customer contacted today, with nothing else against it: every input reads "nothing wrong". */
const quietCustomer = (overrides: Parameters<typeof createCustomer>[1] = {}) =>
  createCustomer(db(), { startDate: dayOf(daysAgo(200)), lastContactAt: NOW, ...overrides });

async function ticket(
  customerId: string,
  priority: TicketPriority,
  status: TicketStatus,
  stamps: { firstResponseBreachedAt?: Date; resolutionBreachedAt?: Date } = {},
) {
  await db()
    .insert(supportTickets)
    .values({
      subject: "Exports time out",
      description: "The nightly export stops after ten minutes.",
      customerId,
      requesterName: "Morgan Client",
      priority,
      status,
      ...stamps,
    });
}

const inputOf = async (customerId: string, input: string) => {
  const health = await customerHealth(db(), customerId, NOW);
  const found = health.inputs.find((i) => i.input === input);
  return { score: health.score, value: found?.value, penalty: found?.penalty };
};

describe("a customer's health explained", () => {
  it("is 100 with every input reading nothing wrong", async () => {
    const customer = await quietCustomer();
    expect(await customerHealth(db(), customer.id, NOW)).toEqual({
      score: 100,
      inputs: [
        { input: "lastContact", value: "Today", penalty: 0, weight: 25 },
        { input: "openTickets", value: "None", penalty: 0, weight: 20 },
        { input: "slaBreaches", value: "None", penalty: 0, weight: 20 },
        { input: "renewal", value: "No renewal date", penalty: 0, weight: 10 },
        { input: "csmRating", value: "Not rated", penalty: 0, weight: 25 },
      ],
    });
  });

  it("loses points for days without contact past the 14 days of grace, up to the weight at 60 days", async () => {
    // 25 points over the 46 days from 14 to 60: 9 days late is 4.9, rounded to 5.
    const late = await quietCustomer({ lastContactAt: daysAgo(23) });
    expect(await inputOf(late.id, "lastContact")).toEqual({ score: 95, value: "23 days", penalty: 5 });
    const inGrace = await quietCustomer({ lastContactAt: daysAgo(14) });
    expect(await inputOf(inGrace.id, "lastContact")).toEqual({ score: 100, value: "14 days", penalty: 0 });
    const gone = await quietCustomer({ lastContactAt: daysAgo(90) });
    expect(await inputOf(gone.id, "lastContact")).toEqual({ score: 75, value: "90 days", penalty: 25 });
    // Nobody logged a contact: the days count from the start date.
    const never = await quietCustomer({ lastContactAt: null, startDate: dayOf(daysAgo(1)) });
    expect(await inputOf(never.id, "lastContact")).toEqual({ score: 100, value: "1 day", penalty: 0 });
  });

  it("loses points for each open ticket by its priority, solved and closed ones not counting", async () => {
    const customer = await quietCustomer();
    await ticket(customer.id, "high", "open");
    await ticket(customer.id, "normal", "pending");
    await ticket(customer.id, "urgent", "solved");
    await ticket(customer.id, "low", "closed");
    // high 6 + normal 3.
    expect(await inputOf(customer.id, "openTickets")).toEqual({
      score: 91,
      value: "1 high, 1 normal",
      penalty: 9,
    });
    await ticket(customer.id, "urgent", "new");
    await ticket(customer.id, "urgent", "on_hold");
    // 29 points, capped at the weight.
    expect(await inputOf(customer.id, "openTickets")).toEqual({
      score: 80,
      value: "2 urgent, 1 high, 1 normal",
      penalty: 20,
    });
  });

  it("loses 8 points for each SLA breach stamped in the last 90 days", async () => {
    const customer = await quietCustomer();
    await ticket(customer.id, "low", "solved", { firstResponseBreachedAt: daysAgo(10) });
    await ticket(customer.id, "low", "solved", { resolutionBreachedAt: daysAgo(91) });
    expect(await inputOf(customer.id, "slaBreaches")).toEqual({ score: 92, value: "1 breach", penalty: 8 });
    // One ticket that missed both targets counts twice.
    await ticket(customer.id, "low", "closed", {
      firstResponseBreachedAt: daysAgo(30),
      resolutionBreachedAt: daysAgo(20),
    });
    expect(await inputOf(customer.id, "slaBreaches")).toEqual({
      score: 80,
      value: "3 breaches",
      penalty: 20,
    });
  });

  it("loses the renewal weight while the renewal is within 60 days", async () => {
    const soon = await quietCustomer({ renewalDate: dayOf(new Date(NOW.getTime() + 45 * DAY_MS)) });
    expect(await inputOf(soon.id, "renewal")).toEqual({ score: 90, value: "In 45 days", penalty: 10 });
    const later = await quietCustomer({ renewalDate: dayOf(new Date(NOW.getTime() + 61 * DAY_MS)) });
    expect(await inputOf(later.id, "renewal")).toEqual({
      score: 100,
      value: "Not within 60 days",
      penalty: 0,
    });
    const passed = await quietCustomer({ renewalDate: dayOf(daysAgo(3)) });
    expect(await inputOf(passed.id, "renewal")).toEqual({
      score: 100,
      value: "Passed 3 days ago",
      penalty: 0,
    });
  });

  it("loses a quarter of the rating weight for each point the CSM rating falls short of 5", async () => {
    const four = await quietCustomer({ csmRating: 4 });
    expect(await inputOf(four.id, "csmRating")).toEqual({ score: 94, value: "4 of 5", penalty: 6 });
    const one = await quietCustomer({ csmRating: 1 });
    expect(await inputOf(one.id, "csmRating")).toEqual({ score: 75, value: "1 of 5", penalty: 25 });
  });

  it("weighs the inputs as the settings say", async () => {
    const customer = await quietCustomer({ csmRating: 1 });
    await db()
      .insert(customerSuccessSettings)
      .values({
        healthWeights: { ...DEFAULT_HEALTH_WEIGHTS, csmRating: 40 },
        slaPolicies: {},
        calendar: {},
      });
    try {
      expect(await inputOf(customer.id, "csmRating")).toEqual({ score: 60, value: "1 of 5", penalty: 40 });
    } finally {
      await db().delete(customerSuccessSettings);
    }
  });

  it("is not found for an unknown customer", async () => {
    await expect(customerHealth(db(), "00000000-0000-4000-8000-000000000000", NOW)).rejects.toMatchObject({
      kind: "not_found",
    });
  });
});
