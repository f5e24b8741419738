import { randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimit } from "../db/schema";
import { rateLimited } from "./app-error";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const waitFor = (ms: number): RateLimitResult => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
});

/** One counted request: the counter after it, and the window it landed in (what a release must match). */
export interface Reservation {
  key: string;
  count: number;
  windowStartedAt: number;
}

/**
 * Counts one request against `key` in a fixed window. The counter lives in the database, so it holds across
 * restarts and server instances; the upsert is one atomic statement, so concurrent requests cannot both slip
 * under the limit.
 */
export async function reserveRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<{ result: RateLimitResult; reservation: Reservation }> {
  const windowStart = now - rule.windowMs;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        // last_request holds the start of the current window.
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, windowStartedAt: rateLimit.lastRequest });
  if (!row) throw new Error("the rate-limit upsert returned no row");
  const reservation = { key, ...row };
  if (row.count <= rule.limit) return { result: { allowed: true }, reservation };
  return { result: waitFor(row.windowStartedAt + rule.windowMs - now), reservation };
}

/**
 * Takes back a counted request that turned out not to be what the rule counts (a sign-in that succeeded, say).
 * Only within the window it was counted in: a newer window starts from zero anyway.
 */
export async function releaseRateLimit(db: Db, reservation: Reservation): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
    .where(and(eq(rateLimit.key, reservation.key), eq(rateLimit.lastRequest, reservation.windowStartedAt)));
}

/** Counts one request against `key` and says whether it is within the limit. */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  return (await reserveRateLimit(db, key, rule, now)).result;
}

/**
 * A wait that grows with a streak of failures: after `freeFailures`, the next attempt waits
 * baseMs * 2^(failures - freeFailures), at most maxMs, counted from the latest failure or admitted attempt. The
 * streak is forgotten after resetMs without either.
 */
export interface DelayRule {
  freeFailures: number;
  baseMs: number;
  maxMs: number;
  resetMs: number;
}

export function delayAfter(failures: number, rule: DelayRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** (failures - rule.freeFailures));
}

/** Adds one failure to the streak under `key`. */
export async function recordFailure(db: Db, key: string, rule: DelayRule, now = Date.now()): Promise<void> {
  const forgotten = now - rule.resetMs;
  await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${forgotten} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: now,
      },
    });
}

/**
 * Whether an attempt under `key` may go ahead now. Nothing waits while the streak is short; past it, one attempt
 * is admitted per delay and admitting it restarts the clock. The admission is a compare-and-set on the row, so
 * concurrent requests (on any server) cannot all pass when the wait ends. Nobody sleeps: a refusal says how
 * long to wait.
 */
export async function claimDelayedAttempt(
  db: Db,
  key: string,
  rule: DelayRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const [row] = await db
    .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
    .from(rateLimit)
    .where(eq(rateLimit.key, key))
    .limit(1);
  if (!row || row.lastRequest <= now - rule.resetMs) return { allowed: true };
  const wait = delayAfter(row.count, rule);
  if (wait === 0) return { allowed: true };
  if (now < row.lastRequest + wait) return waitFor(row.lastRequest + wait - now);
  const claimed = await db
    .update(rateLimit)
    .set({ lastRequest: now })
    .where(
      and(eq(rateLimit.key, key), eq(rateLimit.lastRequest, row.lastRequest), eq(rateLimit.count, row.count)),
    )
    .returning({ id: rateLimit.id });
  return claimed.length > 0 ? { allowed: true } : waitFor(wait);
}

/** Checks every key (e.g. per client address and per e-mail); the first one over its limit refuses. */
export async function consumeRateLimits(
  db: Db,
  entries: { key: string; rule: RateLimitRule }[],
  now = Date.now(),
): Promise<RateLimitResult> {
  let refused: RateLimitResult = { allowed: true };
  for (const entry of entries) {
    const result = await consumeRateLimit(db, entry.key, entry.rule, now);
    if (!result.allowed && (refused.allowed || result.retryAfterSeconds > refused.retryAfterSeconds))
      refused = result;
  }
  return refused;
}

export interface PerCallerRules {
  perEmail: RateLimitRule;
  perAddress: RateLimitRule;
}

/**
 * Counts a request against the caller's e-mail and address; over either limit it refuses with 429 and the
 * wait. Without a known address only the per-e-mail counter applies: never one shared bucket for everyone.
 */
export async function enforceRateLimits(
  db: Db,
  action: string,
  caller: { email?: string; clientIp: string | undefined },
  rules: PerCallerRules,
): Promise<void> {
  const entries: { key: string; rule: RateLimitRule }[] = [];
  if (caller.email)
    entries.push({ key: `${action}:email:${caller.email.toLowerCase()}`, rule: rules.perEmail });
  if (caller.clientIp) entries.push({ key: addressKey(action, caller.clientIp), rule: rules.perAddress });
  const result = await consumeRateLimits(db, entries);
  if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
}

/** Counters whose window ended long ago say nothing any more; without pruning the table only grows. */
export async function pruneRateLimits(db: Db, olderThanMs: number, now = Date.now()): Promise<number> {
  const removed = await db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, now - olderThanMs))
    .returning({ id: rateLimit.id });
  return removed.length;
}

/**
 * Whether `key` is already over its limit, without counting this request: lets a heavy request (an upload) be
 * refused before its body is read. The request is counted later, by the procedure, as any other.
 */
export async function peekRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const [row] = await db
    .select({ count: rateLimit.count, windowStartedAt: rateLimit.lastRequest })
    .from(rateLimit)
    .where(eq(rateLimit.key, key))
    .limit(1);
  if (!row || row.windowStartedAt <= now - rule.windowMs || row.count < rule.limit) return { allowed: true };
  return waitFor(row.windowStartedAt + rule.windowMs - now);
}

/** The counter key of one caller attribute; enforceRateLimits and peekRateLimit must agree on it. */
export const addressKey = (action: string, clientIp: string) => `${action}:ip:${clientIp}`;
