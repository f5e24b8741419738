import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { GREEN_FROM, YELLOW_FROM } from "#shared/health-score";
import { momentSql, RECOMPUTE_BATCH, recomputeHealth } from "./recompute-health";

// The daily health run (docs/product/customer-success.md#health): once per UTC day it recomputes every customer
// (the time-based inputs move without anyone writing: days since contact, days to renewal, the breach window),
// keeps each customer's score of the day as a snapshot, the score of seven days ago on the customer (for the
// week's largest falls) and the book's figures of the day in customer_health_days.
//
// It works in batches of RECOMPUTE_BATCH customers in id order, each its own short transaction, so no customer
// stays locked for the whole run. A batch recomputes those of its customers without today's snapshot: the
// snapshots are the run's progress, so a run stopped half way (a deploy) is finished by the next one and a run
// repeated finds nothing left to do.
// Each batch holds a transaction-level advisory lock: while one app server works a batch, another that tries
// gives up at once and leaves the day to it. The day's row is written last, under the same lock, once every
// customer has its snapshot: its presence is what says the day's run is done.

/** The advisory lock (class, key) held by each batch of the run. */
export const RUN_LOCK_CLASS = 46;
export const RUN_LOCK_KEY = 1;

export interface DailyHealthDeps {
  db: Db;
  /** Stops the run between batches (a server shutting down); the next run finishes the day. */
  signal?: AbortSignal;
}

export interface DailyHealthResult {
  /** The UTC day the run was for (YYYY-MM-DD). */
  day: string;
  /** Customers this call snapshotted (0 when the day was done already). */
  customers: number;
  /** Customers whose score or status this call changed. */
  changed: number;
  /** Customers that turned at risk in this call (their owners were told). */
  turnedRed: number;
  /** False when another app server was working the run (this call left it to that one) or it was stopped. */
  finished: boolean;
}

type Step =
  | "busy"
  | "done"
  | "again"
  | { last: string; customers: number; changed: number; turnedRed: number };

/** The UTC day of `now` (the database's clock without it). */
export async function healthDay(db: Pick<Db, "execute">, now?: Date): Promise<string> {
  const { rows } = (await db.execute(
    sql`select to_char((${momentSql(now)} at time zone 'UTC')::date, 'YYYY-MM-DD') as day`,
  )) as unknown as { rows: { day: string }[] };
  return rows[0]?.day as string;
}

/** Whether the day of `now` has its customer_health_days row, which the run writes last. */
export async function dailyHealthDone(db: Pick<Db, "execute">, now?: Date): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    select exists (select 1 from customer_health_days
      where day = (${momentSql(now)} at time zone 'UTC')::date) as done`)) as unknown as {
    rows: { done: boolean }[];
  };
  return rows[0]?.done === true;
}

/** Recomputes, snapshots and records the day of `now` for every customer still without its snapshot. */
export async function runDailyHealth(deps: DailyHealthDeps, now?: Date): Promise<DailyHealthResult> {
  const day = await healthDay(deps.db, now);
  const result: DailyHealthResult = { day, customers: 0, changed: 0, turnedRed: 0, finished: false };
  let after: string | null = null;
  for (;;) {
    if (deps.signal?.aborted) return result;
    const step: Step = await deps.db.transaction(async (tx) => {
      const { rows: held } = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${RUN_LOCK_CLASS}, ${RUN_LOCK_KEY}) as held`,
      )) as unknown as { rows: { held: boolean }[] };
      if (held[0]?.held !== true) return "busy";
      // The next customers in id order (a range of the primary key), each with whether it has today's snapshot:
      // the batch walks the book once, whatever share of it an earlier run did. The lateral lookup with its limit
      // keeps the check to one primary-key probe per customer; as a plain EXISTS, PostgreSQL (expecting few
      // snapshots of the day) planned an anti join reading every snapshot written so far today, once per batch.
      const { rows: chunk } = (await tx.execute(sql`
        select c.id, s.done is not null as done
        from (select id from customers
          where ${after === null ? sql`true` : sql`id > ${after}::uuid`}
          order by id limit ${RECOMPUTE_BATCH}) c
        left join lateral (select true as done from customer_health_snapshots s
          where s.customer_id = c.id and s.day = ${day}::date limit 1) s on true
        order by c.id`)) as unknown as { rows: { id: string; done: boolean }[] };
      if (chunk.length === 0) {
        // New weights saved meanwhile take back the day's snapshots, those behind the walk too: the day is done
        // only when every customer has one, so the walk goes round again for the others.
        if (await anyWithoutSnapshot(tx, day)) return "again";
        await recordDay(tx, day);
        return "done";
      }
      const last = chunk[chunk.length - 1]?.id as string;
      const ids = chunk.filter((row) => !row.done).map((row) => row.id);
      if (ids.length === 0) return { last, customers: 0, changed: 0, turnedRed: 0 };
      const recomputed = await recomputeHealth(tx, ids, now);
      await snapshotBatch(tx, ids, day);
      return { last, customers: ids.length, ...recomputed };
    });
    if (step === "busy") return result;
    if (step === "done") return { ...result, finished: true };
    if (step === "again") {
      after = null;
      continue;
    }
    after = step.last;
    result.customers += step.customers;
    result.changed += step.changed;
    result.turnedRed += step.turnedRed;
  }
}

/**
 * Whether a customer lacks its snapshot of the day (once a walk, at its end). A primary-key probe per customer, as
 * the walk's batches do: as NOT EXISTS, PostgreSQL planned an anti join hashing every snapshot ever taken (a
 * minute at 100,000 customers with 90 days of history).
 */
async function anyWithoutSnapshot(tx: Pick<Db, "execute">, day: string): Promise<boolean> {
  const { rows } = (await tx.execute(sql`
    select exists (select 1 from customers c
      left join lateral (select true as done from customer_health_snapshots s
        where s.customer_id = c.id and s.day = ${day}::date limit 1) s on true
      where s.done is null) as missing`)) as unknown as {
    rows: { missing: boolean }[];
  };
  return rows[0]?.missing === true;
}

/** The batch's scores of the day, and the score each had seven days before (null without that day's snapshot). */
async function snapshotBatch(tx: Pick<Db, "execute">, ids: string[], day: string) {
  const batch = sql`${sql.param(ids)}::uuid[]`;
  await tx.execute(sql`
    insert into customer_health_snapshots (customer_id, day, score, status)
    select id, ${day}::date, health_score, status from customers where id = any(${batch})
    on conflict (customer_id, day) do update set score = excluded.score, status = excluded.status`);
  await tx.execute(sql`
    update customers c set week_ago_score = week_ago.score
    from (
      select ids.id, s.score from unnest(${batch}) as ids(id)
      left join customer_health_snapshots s on s.customer_id = ids.id and s.day = ${day}::date - 7
    ) week_ago
    where c.id = week_ago.id and c.week_ago_score is distinct from week_ago.score`);
}

/** The book's figures of the day from its snapshots: counts by status, and bands and score sum of the not churned. */
async function recordDay(tx: Pick<Db, "execute">, day: string) {
  await tx.execute(sql`
    insert into customer_health_days (day, customers, healthy, at_risk, churned, score_sum, green, yellow, red)
    select ${day}::date, count(*),
      count(*) filter (where status = 'healthy'),
      count(*) filter (where status = 'at_risk'),
      count(*) filter (where status = 'churned'),
      coalesce(sum(score) filter (where status <> 'churned'), 0),
      count(*) filter (where status <> 'churned' and score >= ${GREEN_FROM}),
      count(*) filter (where status <> 'churned' and score >= ${YELLOW_FROM} and score < ${GREEN_FROM}),
      count(*) filter (where status <> 'churned' and score < ${YELLOW_FROM})
    from customer_health_snapshots where day = ${day}::date
    on conflict (day) do update set customers = excluded.customers, healthy = excluded.healthy,
      at_risk = excluded.at_risk, churned = excluded.churned, score_sum = excluded.score_sum,
      green = excluded.green, yellow = excluded.yellow, red = excluded.red`);
}
