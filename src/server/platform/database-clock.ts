import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

/**
 * The moment an outbox worker compares due times with: the database's own clock, or the moment a test moves it
 * to. Rows are queued "due now" by the database's clock (`defaultNow()`); an app server whose clock lags it, by
 * a clock step or by the microseconds a JavaScript `Date` drops, would find a mail queued a moment ago not yet due.
 */
export function databaseNow(at?: Date): Date | SQL {
  return at ?? sql`now()`;
}

/** `ms` after `databaseNow(at)`. */
export function databaseNowPlus(ms: number, at?: Date): Date | SQL {
  return at ? new Date(at.getTime() + ms) : sql`now() + ${ms}::double precision * interval '1 millisecond'`;
}

/** The database's clock now, which every app server shares. */
export async function databaseTime(db: Pick<Db, "execute">): Promise<Date> {
  const { rows } = (await db.execute(sql`select now() as now`)) as unknown as {
    rows: { now: Date | string }[];
  };
  return new Date(rows[0]?.now as Date | string);
}
