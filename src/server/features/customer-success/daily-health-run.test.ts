import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerHealthDays, customerHealthSnapshots, customers } from "#server/db/schema/index";
import { createCustomer } from "#tests/factories/customers";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { dailyHealthDone, runDailyHealth } from "./daily-health-run";

let testDatabase: TestDatabase;
const db = () => testDatabase.database.db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.dispose();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-15T00:05:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY_MS);

const snapshots = () =>
  db()
    .select()
    .from(customerHealthSnapshots)
    .orderBy(asc(customerHealthSnapshots.day), asc(customerHealthSnapshots.customerId));
const days = () => db().select().from(customerHealthDays).orderBy(asc(customerHealthDays.day));
const customerRow = async (id: string) =>
  (await db().select().from(customers).where(eq(customers.id, id)))[0];

describe("the daily health run", () => {
  it("recomputes every customer, snapshots the day, keeps the score of a week ago and records the book's day", async () => {
    // Last contact 23 days ago: 5 points; a week ago it was 100 by its snapshot.
    const falling = await createCustomer(db(), {
      name: "Falling",
      lastContactAt: daysAgo(23),
      healthScore: 100,
    });
    const red = await createCustomer(db(), { name: "Red", lastContactAt: daysAgo(90), csmRating: 1 });
    const churned = await createCustomer(db(), { name: "Gone", lastContactAt: NOW, status: "churned" });
    await db()
      .insert(customerHealthSnapshots)
      .values({ customerId: falling.id, day: "2026-06-08", score: 100, status: "healthy" });
    expect(await dailyHealthDone(db(), NOW)).toBe(false);

    expect(await runDailyHealth({ db: db() }, NOW)).toEqual({
      day: "2026-06-15",
      customers: 3,
      changed: 2,
      turnedRed: 1,
      finished: true,
    });
    expect(await dailyHealthDone(db(), NOW)).toBe(true);
    expect((await snapshots()).filter((row) => row.day === "2026-06-15")).toEqual(
      [
        { customerId: falling.id, day: "2026-06-15", score: 95, status: "healthy" },
        { customerId: red.id, day: "2026-06-15", score: 50, status: "at_risk" },
        { customerId: churned.id, day: "2026-06-15", score: 100, status: "churned" },
      ].sort((a, b) => a.customerId.localeCompare(b.customerId)),
    );
    expect((await customerRow(falling.id))?.weekAgoScore).toBe(100);
    expect((await customerRow(red.id))?.weekAgoScore).toBeNull();
    // The churned customer is counted but out of the score sum and the bands.
    expect(await days()).toEqual([
      {
        day: "2026-06-15",
        customers: 3,
        healthy: 1,
        atRisk: 1,
        churned: 1,
        scoreSum: 145,
        green: 1,
        yellow: 0,
        red: 1,
      },
    ]);
  });

  it("writes the same rows when run again, and takes a customer added since", async () => {
    const before = { snapshots: await snapshots(), days: await days() };
    expect(await runDailyHealth({ db: db() }, NOW)).toMatchObject({
      customers: 0,
      changed: 0,
      finished: true,
    });
    expect({ snapshots: await snapshots(), days: await days() }).toEqual(before);

    const late = await createCustomer(db(), { lastContactAt: NOW });
    expect(await runDailyHealth({ db: db() }, NOW)).toMatchObject({ customers: 1, finished: true });
    expect((await days())[0]).toMatchObject({ customers: 4, healthy: 2, scoreSum: 245, green: 2 });
    expect((await snapshots()).some((row) => row.customerId === late.id)).toBe(true);
  });

  it("makes one set of rows when two servers run the same day at once", async () => {
    const tomorrow = new Date(NOW.getTime() + DAY_MS);
    const runs = await Promise.all([
      runDailyHealth({ db: db() }, tomorrow),
      runDailyHealth({ db: db() }, tomorrow),
    ]);
    // Between them every customer was snapshotted once.
    expect(runs.reduce((sum, run) => sum + run.customers, 0)).toBe(4);
    const ofTomorrow = (await snapshots()).filter((row) => row.day === "2026-06-16");
    expect(ofTomorrow).toHaveLength(4);
    expect((await days()).map((row) => row.day)).toEqual(["2026-06-15", "2026-06-16"]);
    expect((await days())[1]).toMatchObject({ customers: 4, churned: 1 });
  });

  it("goes round again when the day's snapshots are taken back behind its walk (new weights saved meanwhile)", async () => {
    const later = new Date(NOW.getTime() + 3 * DAY_MS);
    const day = "2026-06-18";
    let batches = 0;
    // Before the walk's second batch, as a settings save does once the batch in flight has committed.
    const savedMeanwhile = new Proxy(db(), {
      get(target, key, receiver) {
        if (key !== "transaction") return Reflect.get(target, key, receiver);
        return async (...args: Parameters<typeof target.transaction>) => {
          batches += 1;
          if (batches === 2)
            await target.delete(customerHealthSnapshots).where(eq(customerHealthSnapshots.day, day));
          return target.transaction(...args);
        };
      },
    });
    expect(await runDailyHealth({ db: savedMeanwhile }, later)).toMatchObject({ finished: true });
    const all = await db().select({ id: customers.id }).from(customers);
    const snapshotted = (await snapshots()).filter((row) => row.day === day);
    expect(snapshotted).toHaveLength(all.length);
    expect((await days()).find((row) => row.day === day)).toMatchObject({ customers: all.length });
  });

  it("stops between batches when asked, and the next run finishes the day", async () => {
    const later = new Date(NOW.getTime() + 2 * DAY_MS);
    const stopped = new AbortController();
    stopped.abort();
    expect(await runDailyHealth({ db: db(), signal: stopped.signal }, later)).toMatchObject({
      customers: 0,
      finished: false,
    });
    expect(await dailyHealthDone(db(), later)).toBe(false);
    expect(await runDailyHealth({ db: db() }, later)).toMatchObject({ customers: 4, finished: true });
  });
});
