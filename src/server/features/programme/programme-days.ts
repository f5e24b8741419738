import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

// The programme's daily work across app servers (programme_runs): each job's day is claimed by one server, and
// a claim older than its lease is taken over, so a server stopping mid-run delays the job, never skips it.

/** The daily jobs: the tier evaluation (tier-run.ts) and the journeys' reconciliation (onboarding journey). */
export type ProgrammeDayJob = "tiers" | "journeys";

const COLUMNS: Record<ProgrammeDayJob, { doneOn: string; claimedAt: string }> = {
  tiers: { doneOn: "tiers_evaluated_on", claimedAt: "tiers_claimed_at" },
  journeys: { doneOn: "journeys_reconciled_on", claimedAt: "journeys_claimed_at" },
};

/** How long a server's claim on a day's job holds before another server may take it over. */
const CLAIM_LEASE_MS = 15 * 60_000;

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Claims `job` for `now`'s day (UTC) for this server: true for exactly one server a day, unless its claim lapses
 * unfinished. `finishProgrammeDay` records the day done.
 */
export async function claimProgrammeDay(
  db: Pick<Db, "execute">,
  job: ProgrammeDayJob,
  now: Date,
): Promise<boolean> {
  const doneOn = sql.identifier(COLUMNS[job].doneOn);
  const claimedAt = sql.identifier(COLUMNS[job].claimedAt);
  const lapsed = new Date(now.getTime() - CLAIM_LEASE_MS);
  const { rows } = (await db.execute(sql`
    insert into programme_runs (id, ${claimedAt}) values (1, ${now})
    on conflict (id) do update set ${claimedAt} = excluded.${claimedAt}
    where programme_runs.${doneOn} is distinct from ${dayOf(now)}::date
      and (programme_runs.${claimedAt} is null or programme_runs.${claimedAt} < ${lapsed})
    returning id`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

export async function finishProgrammeDay(
  db: Pick<Db, "execute">,
  job: ProgrammeDayJob,
  now: Date,
): Promise<void> {
  const doneOn = sql.identifier(COLUMNS[job].doneOn);
  const claimedAt = sql.identifier(COLUMNS[job].claimedAt);
  await db.execute(
    sql`update programme_runs set ${doneOn} = ${dayOf(now)}::date, ${claimedAt} = null where id = 1`,
  );
}
