import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerHealthDays } from "#server/db/schema/index";
import { createCustomer } from "#tests/factories/customers";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { customerStats } from "./customer-stats";

let testDatabase: TestDatabase;
const db = () => testDatabase.database.db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.dispose();
});

const NOW = new Date("2026-06-15T12:00:00Z");

describe("the Customer Success KPI cards", () => {
  it("are zeros without change for an empty book", async () => {
    expect(await customerStats(db(), NOW)).toEqual({
      healthyCustomers: { value: 0, change: null },
      atRisk: { value: 0, change: null },
      avgHealthScore: { value: 0, change: null },
      churnRate: { value: 0, change: null },
    });
  });

  it("count by status, average the scores of the customers not churned and give the churn rate to one decimal", async () => {
    await createCustomer(db(), { healthScore: 90 });
    await createCustomer(db(), { healthScore: 85 });
    await createCustomer(db(), { healthScore: 40, status: "at_risk" });
    await createCustomer(db(), { healthScore: 10, status: "churned" });
    // (90 + 85 + 40) / 3 = 71.7; 1 churned of 4 is 25%.
    expect(await customerStats(db(), NOW)).toEqual({
      healthyCustomers: { value: 2, change: null },
      atRisk: { value: 1, change: null },
      avgHealthScore: { value: 72, change: null },
      churnRate: { value: 25, change: null },
    });
  });

  it("give each figure's change from the day 30 days ago", async () => {
    await db()
      .insert(customerHealthDays)
      .values([
        // 29 days ago: not the day the cards compare with.
        {
          day: "2026-05-17",
          customers: 9,
          healthy: 9,
          atRisk: 0,
          churned: 0,
          scoreSum: 900,
          green: 9,
          yellow: 0,
          red: 0,
        },
        // 30 days ago: 3 customers, 1 healthy, 1 at risk, 1 churned, average 75, churn rate 33.3%.
        {
          day: "2026-05-16",
          customers: 3,
          healthy: 1,
          atRisk: 1,
          churned: 1,
          scoreSum: 150,
          green: 1,
          yellow: 0,
          red: 1,
        },
      ]);
    expect(await customerStats(db(), NOW)).toEqual({
      healthyCustomers: { value: 2, change: 1 },
      atRisk: { value: 1, change: 0 },
      avgHealthScore: { value: 72, change: -3 },
      churnRate: { value: 25, change: -8.3 },
    });
  });
});
