import { randomUUID } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimit } from "../db/schema";
import { rateLimited } from "./app-error";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request against `key` in a fixed window and says whether it is within the limit. The counter lives
 * in the database, so it holds across restarts and server instances; the upsert is one atomic statement, so
 * concurrent requests cannot both slip under the limit.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
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
  if (!row || row.count <= rule.limit) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowStartedAt + rule.windowMs - now) / 1000)),
  };
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
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowStartedAt + rule.windowMs - now) / 1000)),
  };
}

/** The counter key of one caller attribute; enforceRateLimits and peekRateLimit must agree on it. */
export const addressKey = (action: string, clientIp: string) => `${action}:ip:${clientIp}`;
