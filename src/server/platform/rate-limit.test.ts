import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { rateLimit } from "../db/schema";
import {
  claimDelayedAttempt,
  consumeRateLimit,
  consumeRateLimits,
  delayAfter,
  pruneRateLimits,
  recordFailure,
  releaseRateLimit,
  reserveRateLimit,
} from "./rate-limit";

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

  it("takes a counted request back, but only in the window it was counted in", async () => {
    const db = testDatabase.database.db;
    const now = 1_800_000_300_000;
    const first = await reserveRateLimit(db, "k4", rule, now);
    const second = await reserveRateLimit(db, "k4", rule, now + 1);
    expect(second.reservation.count).toBe(2);
    await releaseRateLimit(db, second.reservation);
    expect((await reserveRateLimit(db, "k4", rule, now + 2)).reservation.count).toBe(2);
    // A new window has begun: the old request is not taken from it.
    const fresh = await reserveRateLimit(db, "k4", rule, now + 60_001);
    await releaseRateLimit(db, first.reservation);
    expect((await reserveRateLimit(db, "k4", rule, now + 60_002)).reservation.count).toBe(
      fresh.reservation.count + 1,
    );
  });

  it("grows the delay after the free failures, caps it, and admits one of many attempts when it ends", async () => {
    const db = testDatabase.database.db;
    const delay = { freeFailures: 2, baseMs: 1000, maxMs: 5000, resetMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6].map((failures) => delayAfter(failures, delay))).toEqual([
      0, 1000, 2000, 4000, 5000, 5000,
    ]);
    const now = 1_800_000_400_000;
    expect(await claimDelayedAttempt(db, "k5", delay, now)).toEqual({ allowed: true });
    await recordFailure(db, "k5", delay, now);
    await recordFailure(db, "k5", delay, now);
    await recordFailure(db, "k5", delay, now);
    expect(await claimDelayedAttempt(db, "k5", delay, now + 500)).toEqual({
      allowed: false,
      retryAfterSeconds: 2,
    });
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => claimDelayedAttempt(db, "k5", delay, now + 2000)),
    );
    expect(racing.filter((result) => result.allowed)).toHaveLength(1);
    // The admitted attempt restarts the clock; a quiet hour forgets the streak.
    expect(await claimDelayedAttempt(db, "k5", delay, now + 2500)).toEqual({
      allowed: false,
      retryAfterSeconds: 2,
    });
    expect(await claimDelayedAttempt(db, "k5", delay, now + 2000 + 60_000)).toEqual({ allowed: true });
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
