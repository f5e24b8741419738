import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerKey } from "#server/db/customer-key";
import { customers } from "#server/db/schema/index";
import { createCustomer } from "#tests/factories/customers";
import { createUser } from "#tests/factories/users";
import { toldAbout } from "#tests/support/database/stored-notifications";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { RECOMPUTE_BATCH, recomputeHealth } from "./recompute-health";

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

const recompute = (ids: string[]) => db().transaction((tx) => recomputeHealth(tx, ids, NOW));
const stored = async (id: string) =>
  (
    await db()
      .select({ score: customers.healthScore, status: customers.status })
      .from(customers)
      .where(eq(customers.id, id))
  )[0];
const rate = (id: string, csmRating: number, lastContactAt = NOW) =>
  db().update(customers).set({ csmRating, lastContactAt }).where(eq(customers.id, id));

describe("recomputing customers' health", () => {
  it("stores the score and the status it gives", async () => {
    const customer = await createCustomer(db(), { lastContactAt: NOW, csmRating: 4 });
    expect(await recompute([customer.id])).toEqual({ changed: 1, turnedRed: 0 });
    expect(await stored(customer.id)).toEqual({ score: 94, status: "healthy" });
    // Nothing moved: nothing is written.
    expect(await recompute([customer.id])).toEqual({ changed: 0, turnedRed: 0 });
  });

  it("tells the owner once when the customer turns red, and again only after it recovered and fell again", async () => {
    const owner = await createUser(db());
    const customer = await createCustomer(db(), { name: "Initech", ownerId: owner.id, lastContactAt: NOW });
    await rate(customer.id, 1, daysAgo(90));
    expect(await recompute([customer.id])).toEqual({ changed: 1, turnedRed: 1 });
    expect(await stored(customer.id)).toEqual({ score: 50, status: "at_risk" });
    expect(await toldAbout(db(), customer.id)).toEqual([
      { userId: owner.id, kind: "customer_at_risk", message: "Initech turned red: health score 50." },
    ]);
    // Still red, even lower: no second notice.
    await rate(customer.id, 1, daysAgo(200));
    await recompute([customer.id]);
    expect(await toldAbout(db(), customer.id)).toHaveLength(1);
    await rate(customer.id, 5);
    await recompute([customer.id]);
    expect(await stored(customer.id)).toEqual({ score: 100, status: "healthy" });
    await rate(customer.id, 1, daysAgo(90));
    await recompute([customer.id]);
    expect(await toldAbout(db(), customer.id)).toHaveLength(2);
  });

  it("tells nobody of a customer without an owner, and keeps a churned customer churned", async () => {
    const unowned = await createCustomer(db(), { lastContactAt: daysAgo(90), csmRating: 1 });
    const churned = await createCustomer(db(), {
      lastContactAt: daysAgo(90),
      csmRating: 1,
      status: "churned",
    });
    expect(await recompute([unowned.id, churned.id])).toEqual({ changed: 2, turnedRed: 1 });
    expect(await stored(unowned.id)).toEqual({ score: 50, status: "at_risk" });
    expect(await stored(churned.id)).toEqual({ score: 50, status: "churned" });
    expect(await toldAbout(db(), unowned.id)).toEqual([]);
  });

  it("tells the owner once when two writers recompute the same customer at once", async () => {
    const owner = await createUser(db());
    const customer = await createCustomer(db(), {
      ownerId: owner.id,
      lastContactAt: daysAgo(90),
      csmRating: 1,
    });
    const results = await Promise.all([recompute([customer.id]), recompute([customer.id])]);
    expect(results.map((r) => r.turnedRed).sort()).toEqual([0, 1]);
    expect(await toldAbout(db(), customer.id)).toHaveLength(1);
  });

  it("recomputes more customers than one statement takes, in batches", async () => {
    const count = RECOMPUTE_BATCH + 5;
    const rows = await db()
      .insert(customers)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Batch Customer ${i}`,
          customerKey: customerKey(`Batch Customer ${i}`),
          contactName: "Morgan Client",
          source: "manual" as const,
          startDate: "2026-01-01",
          lastContactAt: NOW,
          csmRating: 3,
        })),
      )
      .returning({ id: customers.id });
    const ids = rows.map((row) => row.id);
    // Rating 3 takes half the weight, 12.5, rounded to 13. An id given twice counts once.
    expect(await recompute([...ids, ids[0] as string])).toEqual({ changed: count, turnedRed: 0 });
    const scores = await db()
      .select({ score: customers.healthScore })
      .from(customers)
      .where(inArray(customers.id, ids));
    expect(new Set(scores.map((row) => row.score))).toEqual(new Set([87]));
  });
});
