import { createHash, timingSafeEqual } from "node:crypto";
import { ne, sql } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client";
import { emailOutbox, webhookDeliveries } from "../db/schema/index";
import { procedureOfRequest } from "../rpc/procedure-of-request";
import type { Logger } from "./logger";

/** The Prometheus endpoint (decision 0035): counters kept by this app, backlogs counted when scraped. */
export interface Metrics {
  /** Times and counts each procedure call; a pass-through when no token is configured. */
  observe: MiddlewareHandler;
  /** GET /metrics, readable with the token only. */
  routes: Hono;
}

const SIGN_IN_PROCEDURE = "partnerAuth.signIn";

// The partner sign-in procedure's refusals (sign-in-partner.ts), by the status each is answered with.
function signInFailure(status: number): string | undefined {
  if (status < 400) return undefined;
  if (status === 400) return "invalid_input";
  if (status === 401) return "wrong_password";
  if (status === 403) return "refused";
  if (status === 429) return "throttled";
  return status >= 500 ? "error" : "other";
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares digests, which have one length, so the time taken says nothing about the token. */
function holdsToken(authorization: string | undefined, token: string): boolean {
  const offered = /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1]?.trim() ?? "";
  return timingSafeEqual(digest(offered), digest(token));
}

function notFound(): Metrics {
  const routes = new Hono();
  routes.all("/", (c) => c.text("Not found", 404));
  return { observe: (_c, next) => next(), routes };
}

/**
 * One registry per app, so several apps in one process (the tests) keep their own counts. Without a token
 * nothing is measured and /metrics does not exist.
 */
export function createMetrics({
  token,
  database,
  logger,
}: {
  token: string | undefined;
  database: Database;
  logger: Logger;
}): Metrics {
  if (!token) return notFound();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const calls = new Counter({
    name: "portal_procedure_calls_total",
    help: "Procedure calls answered, by procedure, transport (rpc, rest) and status class",
    labelNames: ["procedure", "transport", "status"] as const,
    registers,
  });
  const durations = new Histogram({
    name: "portal_procedure_duration_seconds",
    help: "Time until a procedure call's response started, by procedure and transport",
    labelNames: ["procedure", "transport"] as const,
    registers,
  });
  const refusals = new Counter({
    name: "portal_rate_limit_refusals_total",
    help: "Calls refused with 429 by a rate limit or sign-in throttle, by procedure and transport",
    labelNames: ["procedure", "transport"] as const,
    registers,
  });
  const signInFailures = new Counter({
    name: "portal_partner_sign_in_failures_total",
    help: "Partner sign-ins that failed, by reason (wrong_password, refused, throttled, invalid_input, error)",
    labelNames: ["reason"] as const,
    registers,
  });

  // A failed count leaves its gauge empty for this scrape rather than failing the whole scrape.
  const counted = async (gauge: Gauge<string>, what: string, count: () => Promise<void>) => {
    try {
      await count();
    } catch (error) {
      gauge.reset();
      logger.warn({ err: error }, `metrics: counting ${what} failed`);
    }
  };
  const { db } = database;
  new Gauge({
    name: "portal_mail_outbox_mails",
    help: "Mails not sent yet, by status: queued (never tried), retrying (queued after a failed try), sending, failed (given up)",
    labelNames: ["status"] as const,
    registers,
    async collect() {
      await counted(this, "the mail outbox", async () => {
        const rows = await db
          .select({
            status: sql<string>`case when ${emailOutbox.status} = 'queued' and ${emailOutbox.attempts} > 0 then 'retrying' else ${emailOutbox.status}::text end`,
            count: sql<number>`count(*)::int`,
          })
          .from(emailOutbox)
          .where(ne(emailOutbox.status, "sent"))
          .groupBy(sql`1`);
        this.reset();
        for (const status of ["queued", "retrying", "sending", "failed"]) this.set({ status }, 0);
        for (const row of rows) this.set({ status: row.status }, row.count);
      });
    },
  });
  new Gauge({
    name: "portal_webhook_deliveries",
    help: "Webhook deliveries kept (settled ones for 30 days), by state: pending, sending, succeeded, failed",
    labelNames: ["state"] as const,
    registers,
    async collect() {
      await counted(this, "webhook deliveries", async () => {
        const rows = await db
          .select({ state: webhookDeliveries.state, count: sql<number>`count(*)::int` })
          .from(webhookDeliveries)
          .groupBy(webhookDeliveries.state);
        this.reset();
        for (const state of ["pending", "sending", "succeeded", "failed"]) this.set({ state }, 0);
        for (const row of rows) this.set({ state: row.state }, row.count);
      });
    },
  });
  if (database.driver === "postgres") {
    const { pool } = database;
    new Gauge({
      name: "portal_db_pool_connections",
      help: "This app server's PostgreSQL connections, by state: busy, idle",
      labelNames: ["state"] as const,
      registers,
      collect() {
        this.set({ state: "busy" }, pool.totalCount - pool.idleCount);
        this.set({ state: "idle" }, pool.idleCount);
      },
    });
    new Gauge({
      name: "portal_db_pool_max_connections",
      help: "The most PostgreSQL connections this app server's pool opens",
      registers,
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: "portal_db_pool_waiting_queries",
      help: "Queries waiting for a free PostgreSQL connection on this app server",
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const observe: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    const call = await procedureOfRequest(c.req.method, c.req.url);
    if (!call) return;
    const status = c.res.status;
    calls.inc({ ...call, status: `${Math.floor(status / 100)}xx` });
    durations.observe(call, (performance.now() - started) / 1000);
    if (status === 429) refusals.inc(call);
    if (call.procedure === SIGN_IN_PROCEDURE) {
      const reason = signInFailure(status);
      if (reason) signInFailures.inc({ reason });
    }
  };

  const routes = new Hono();
  routes.get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!holdsToken(c.req.header("authorization"), token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized", 401);
    }
    return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType });
  });
  return { observe, routes };
}
