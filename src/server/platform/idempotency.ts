import { createHash, type Hash, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { apiErrorResponse } from "../rpc/error-response";
import type { Logger } from "./logger";
import type { UploadVariables } from "./uploads/receive-uploads";

// Safe retries on the REST API (decision 0029, docs/product/api-and-integrations.md#safe-retries): a write that
// carries an Idempotency-Key runs once per caller and key; its repeats get the first answer back.

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** Set to `true` on an answer that is a stored one given back, not a new run. */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";

export const IDEMPOTENCY_REFUSALS = {
  invalidKey: "The Idempotency-Key header must be 1 to 255 printable ASCII characters.",
  otherRequest:
    "This Idempotency-Key was already used for a different request (another method, path or body). Use a new key for a new request.",
  stillRunning:
    "A request with this Idempotency-Key is still being processed. Please retry it in a moment to get its answer.",
} as const;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
// The answer's headers a repeat gets back; never Set-Cookie (a session refresh belongs to its own request).
const REPLAYED_HEADERS = ["content-type", "content-language", "content-disposition", "location"];

/**
 * Answers that say the operation was not done for a reason that may pass (the server failed, the caller was
 * over its rate limit, its credentials were refused): they let the key go, so a retry runs again. Every other
 * answer, a refusal of the request itself included, is stored and given back.
 */
const releasesKey = (status: number) => status >= 500 || status === 429 || status === 401;

export interface IdempotencyOptions {
  db: Db;
  logger: Logger;
  /** Who the request is (`api-key:<id>`, `user:<id>`), or undefined for an anonymous one: its key is ignored. */
  callerOf(c: Context): Promise<string | undefined>;
  /** How long a repeat waits for a first attempt still running before answering 409. */
  waitMs?: number;
  pollMs?: number;
  /** How long a running attempt holds its key without renewing the hold (it renews while it runs). */
  leaseMs?: number;
}

interface Claim {
  caller: string;
  key: string;
  fingerprint: string;
  attemptId: string;
}

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000}::double precision)`;

/**
 * Takes the key for this attempt: a new key, one whose 24 hours are over, or one whose attempt stopped renewing
 * its lease (its server died) for the same request. One statement, so of concurrent attempts on any server
 * exactly one gets it.
 */
async function claimKey(db: Db, claim: Claim, leaseMs: number): Promise<boolean> {
  const expired = sql`${idempotencyKeys.createdAt} <= now() - make_interval(secs => ${IDEMPOTENCY_KEY_LIFETIME_MS / 1000}::double precision)`;
  const abandoned = sql`${idempotencyKeys.responseStatus} is null and ${idempotencyKeys.leaseUntil} < now() and ${idempotencyKeys.fingerprint} = excluded.fingerprint`;
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...claim, leaseUntil: leaseEnd(leaseMs) })
    .onConflictDoUpdate({
      target: [idempotencyKeys.caller, idempotencyKeys.key],
      set: {
        fingerprint: claim.fingerprint,
        attemptId: claim.attemptId,
        leaseUntil: leaseEnd(leaseMs),
        responseStatus: null,
        responseHeaders: null,
        responseBody: null,
        createdAt: sql`now()`,
      },
      setWhere: sql`(${expired}) or (${abandoned})`,
    })
    .returning({ attemptId: idempotencyKeys.attemptId });
  return claimed.length > 0;
}

const ownRow = (claim: Claim) =>
  and(
    eq(idempotencyKeys.caller, claim.caller),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.attemptId, claim.attemptId),
  );

async function findKey(db: Db, caller: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/** Length-prefixed, so two different requests never hash the same sequence of bytes. */
function hashField(hash: Hash, value: string): void {
  hash.update(`${Buffer.byteLength(value)}:${value};`);
}

/**
 * The SHA-256 of what makes a request this request: method, path with query and body. A spooled upload is
 * hashed part by part, each file's content included, so a client's retry with another multipart boundary is
 * the same request and one with another file is not.
 */
async function requestFingerprint(c: Context<{ Variables: UploadVariables }>): Promise<string> {
  const hash = createHash("sha256");
  const url = new URL(c.req.url);
  hashField(hash, c.req.method);
  hashField(hash, url.pathname + url.search);
  const spooled = c.get("spooledRequest");
  if (spooled) {
    for (const [name, value] of await spooled.formData()) {
      hashField(hash, name);
      if (typeof value === "string") {
        hashField(hash, "field");
        hashField(hash, value);
        continue;
      }
      hashField(hash, "file");
      hashField(hash, value.name);
      hashField(hash, value.type);
      hashField(hash, String(value.size));
      for await (const chunk of value.stream()) hash.update(chunk);
    }
  } else {
    hashField(hash, (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "");
    hash.update(new Uint8Array(await c.req.raw.clone().arrayBuffer()));
  }
  return hash.digest("hex");
}

function replay(row: typeof idempotencyKeys.$inferSelect): Response {
  const status = row.responseStatus ?? 200;
  const headers = new Headers(row.responseHeaders ?? {});
  headers.set(IDEMPOTENT_REPLAYED_HEADER, "true");
  const body = row.responseBody ? row.responseBody : null;
  return new Response(body, { status, headers });
}

/** Prunes keys whose 24 hours are over; a later request with one of them would run again anyway. */
export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

/**
 * The REST API's Idempotency-Key handling, placed after the guards and the upload spooling (so an upload's
 * files are part of its fingerprint) and before the procedures. Reads and anonymous requests pass untouched.
 */
export function idempotency(options: IdempotencyOptions): MiddlewareHandler<{ Variables: UploadVariables }> {
  const { db, logger, waitMs = 5000, pollMs = 100, leaseMs = 60_000 } = options;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || !WRITE_METHODS.has(c.req.method)) return next();
    if (!KEY_PATTERN.test(key)) return apiErrorResponse(c.req.path, 400, IDEMPOTENCY_REFUSALS.invalidKey);
    const caller = await options.callerOf(c);
    if (caller === undefined) return next();

    const fingerprint = await requestFingerprint(c);
    const giveUpAt = Date.now() + waitMs;
    for (;;) {
      const claim = { caller, key, fingerprint, attemptId: randomUUID() };
      if (await claimKey(db, claim, leaseMs)) {
        await runOnce(c, next, claim);
        return;
      }
      const row = await findKey(db, caller, key);
      // Gone between the claim and the read: its attempt failed and let it go, so try to claim it again.
      if (!row) continue;
      if (row.fingerprint !== fingerprint)
        return apiErrorResponse(c.req.path, 422, IDEMPOTENCY_REFUSALS.otherRequest, {
          code: "UNPROCESSABLE_CONTENT",
        });
      if (row.responseStatus !== null) return replay(row);
      if (Date.now() >= giveUpAt)
        return apiErrorResponse(c.req.path, 409, IDEMPOTENCY_REFUSALS.stillRunning, {
          code: "CONFLICT",
          headers: { "retry-after": "1" },
        });
      await sleep(pollMs);
    }
  };

  async function runOnce(c: Context, next: () => Promise<void>, claim: Claim): Promise<void> {
    const renewal = setInterval(() => {
      db.update(idempotencyKeys)
        .set({ leaseUntil: leaseEnd(leaseMs) })
        .where(and(ownRow(claim), isNull(idempotencyKeys.responseStatus)))
        .catch((error: unknown) => logger.warn({ err: error }, "idempotency key lease renewal failed"));
    }, leaseMs / 3);
    renewal.unref();
    try {
      await next();
    } catch (error) {
      await db.delete(idempotencyKeys).where(ownRow(claim));
      throw error;
    } finally {
      clearInterval(renewal);
    }
    const answer = c.res;
    if (releasesKey(answer.status)) {
      await db.delete(idempotencyKeys).where(ownRow(claim));
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    try {
      await db
        .update(idempotencyKeys)
        .set({
          responseStatus: answer.status,
          responseHeaders: headers,
          responseBody: await answer.clone().text(),
          leaseUntil: null,
        })
        .where(ownRow(claim));
    } catch (error) {
      // The work is done and its answer goes out; a repeat finds the key held until its lease runs out.
      logger.warn({ err: error }, "storing an idempotent answer failed");
    }
  }
}
