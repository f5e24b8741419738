import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { databaseTime } from "#server/platform/database-clock";
import type { Logger } from "#server/platform/logger";
import { everyInterval, type Rounds } from "#server/platform/rounds";
import { runRegistrations } from "./registration-run";

/**
 * This server's part of the programme's run (registration-run.ts): a round every interval until stopped, at the
 * database's clock, which every server shares.
 */
export function startRegistrationJobs(options: {
  db: Db;
  config: Config;
  logger: Logger;
  intervalMs: number;
}): Rounds {
  const { db, config, logger } = options;
  return everyInterval({
    intervalMs: options.intervalMs,
    round: async (signal) => {
      const result = await runRegistrations({ db, config, signal }, await databaseTime(db));
      if (result.expired + result.reminded + result.escalated > 0) {
        logger.info(result, "programme run: registrations expired, reminded and escalated");
      }
    },
    onError: (error) => logger.warn({ err: error }, "programme run failed"),
  });
}
