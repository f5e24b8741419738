import type { Db } from "#server/db/client";
import { databaseTime } from "#server/platform/database-clock";
import type { Logger } from "#server/platform/logger";
import { everyInterval, type Rounds } from "#server/platform/rounds";
import { dailyHealthDone, runDailyHealth } from "./daily-health-run";
import { runSlaChecks } from "./sla-run";

// Customer Success's background work on every app server, a round each interval (a minute by default, config.ts): the SLA run (stamps each warning and
// breach once across servers, sla-run.ts) and, when the day has none yet, the daily health run (one server
// works it at a time, daily-health-run.ts). Both read "now" from the database's clock, which every server
// shares, so the day turns at the same moment everywhere.

/** One round: the SLA checks, then the day's health run when it is still due. Each failure is logged alone. */
export async function customerSuccessRound(deps: {
  db: Db;
  logger: Logger;
  signal?: AbortSignal;
}): Promise<void> {
  const { db, logger, signal } = deps;
  const now = await databaseTime(db);
  try {
    const stamped = await runSlaChecks({ db }, now);
    if (stamped.warned > 0 || stamped.breached > 0) logger.info(stamped, "SLA warnings and breaches stamped");
  } catch (error) {
    logger.warn({ err: error }, "SLA run failed");
  }
  try {
    if (await dailyHealthDone(db, now)) return;
    const run = await runDailyHealth({ db, signal }, now);
    if (run.finished) logger.info(run, "daily customer health run finished");
  } catch (error) {
    logger.warn({ err: error }, "daily customer health run failed");
  }
}

/** This server's Customer Success jobs: a round every interval until stopped. */
export function startCustomerSuccessJobs(options: { db: Db; logger: Logger; intervalMs: number }): Rounds {
  return everyInterval({
    intervalMs: options.intervalMs,
    // A stop ends a long health run between two batches instead of waiting out the whole book.
    round: (signal) => customerSuccessRound({ ...options, signal }),
    onError: (error) => options.logger.warn({ err: error }, "customer success round failed"),
  });
}
