import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { rateLimit } from "../db/schema";
import { consumeRateLimit, consumeRateLimits, pruneRateLimits } from "./rate-limit";

let testDatabase: TestDatabase;
const rule = { limit: 3, windowMs: 60_000 };

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.dispose();
});

describe("rate limits", () => {
  it("allows the limit within a window, refuses the next with the seconds to wait, and opens a new window", async () => {
    const db = testDatabase.database.db;
    const start = 1_800_000_000_000;
    for (let n = 0; n < 3; n++)
      expect(await consumeRateLimit(db, "k1", rule, start + n)).toEqual({ allowed: true });
    expect(await consumeRateLimit(db, "k1", rule, start + 10_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    });
    expect(await consumeRateLimit(db, "k1", rule, start + 60_001)).toEqual({ allowed: true });
  });

  it("counts concurrent requests exactly", async () => {
    const db = testDatabase.database.db;
    const now = 1_800_000_100_000;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeRateLimit(db, "k2", rule, now)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  it("refuses when any key is over its limit, with the longest wait", async () => {
    const db = testDatabase.database.db;
    const now = 1_800_000_200_000;
    const entries = [
      { key: "k3-email", rule },
      { key: "k3-ip", rule: { limit: 1, windowMs: 120_000 } },
    ];
    expect(await consumeRateLimits(db, entries, now)).toEqual({ allowed: true });
    expect(await consumeRateLimits(db, entries, now + 1000)).toEqual({
      allowed: false,
      retryAfterSeconds: 119,
    });
  });

  it("prunes counters older than the given age", async () => {
    const db = testDatabase.database.db;
    const now = 1_900_000_000_000;
    await consumeRateLimit(db, "fresh", rule, now);
    const removed = await pruneRateLimits(db, 24 * 60 * 60 * 1000, now);
    expect(removed).toBeGreaterThan(0);
    const keys = (await db.select({ key: rateLimit.key }).from(rateLimit)).map((row) => row.key);
    expect(keys).toEqual(["fresh"]);
  });
});
