import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerHealthDays } from "#server/db/schema/index";
import { createCustomer } from "#tests/factories/customers";
import { createUser } from "#tests/factories/users";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { healthDashboard } from "./health-dashboard";

let testDatabase: TestDatabase;
const db = () => testDatabase.database.db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.dispose();
});

const NOW = new Date("2026-06-15T12:00:00Z");
const day = (date: string, customers: number, churned: number, scoreSum: number) => ({
  day: date,
  customers,
  healthy: customers - churned,
  atRisk: 0,
  churned,
  scoreSum,
  green: 0,
  yellow: 0,
  red: 0,
});

describe("the Health Dashboard", () => {
  it("counts the customers not churned per band, and shows today alone without history", async () => {
    await createCustomer(db(), { healthScore: 80 });
    await createCustomer(db(), { healthScore: 79 });
    await createCustomer(db(), { healthScore: 60 });
    await createCustomer(db(), { healthScore: 59, status: "at_risk" });
    await createCustomer(db(), { healthScore: 20, status: "churned" });
    expect(await healthDashboard(db(), NOW)).toEqual({
      bands: { green: 1, yellow: 2, red: 1 },
      // (80 + 79 + 60 + 59) / 4 = 69.5.
      history: [{ day: "2026-06-15", averageScore: 69.5, customers: 5 }],
      fallers: [],
    });
  });

  it("shows the last 90 days from the daily rows with today's live figure last", async () => {
    await db()
      .insert(customerHealthDays)
      .values([
        // 90 days before today: out of the window.
        day("2026-03-17", 1, 0, 10),
        day("2026-03-18", 3, 1, 150),
        day("2026-06-14", 2, 2, 0),
        // Today's row is replaced by the live figure.
        day("2026-06-15", 1, 0, 1),
      ]);
    const { history } = await healthDashboard(db(), NOW);
    expect(history).toEqual([
      { day: "2026-03-18", averageScore: 75, customers: 3 },
      { day: "2026-06-14", averageScore: null, customers: 2 },
      { day: "2026-06-15", averageScore: 69.5, customers: 5 },
    ]);
  });

  it("lists the ten customers whose score fell most since a week ago, largest fall first", async () => {
    const owner = await createUser(db(), { name: "Casey Owner" });
    const fallen = [];
    for (let drop = 1; drop <= 11; drop += 1) {
      fallen.push(
        await createCustomer(db(), {
          name: `Fell ${drop}`,
          healthScore: 50,
          weekAgoScore: 50 + drop,
          status: "at_risk",
          ownerId: drop === 11 ? owner.id : null,
        }),
      );
    }
    await createCustomer(db(), { name: "Rose", healthScore: 90, weekAgoScore: 70 });
    await createCustomer(db(), {
      name: "Churned fall",
      healthScore: 10,
      weekAgoScore: 90,
      status: "churned",
    });
    const { fallers } = await healthDashboard(db(), NOW);
    expect(fallers.map((row) => row.name)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => `Fell ${n}`));
    expect(fallers[0]).toEqual({
      id: fallen[10]?.id,
      name: "Fell 11",
      healthScore: 50,
      weekAgoScore: 61,
      owner: { id: owner.id, name: "Casey Owner" },
    });
    expect(fallers[1]?.owner).toBeNull();
  });
});
