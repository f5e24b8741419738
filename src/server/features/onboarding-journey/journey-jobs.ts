import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { databaseTime } from "#server/platform/database-clock";
import type { Logger } from "#server/platform/logger";
import { everyInterval, type Rounds } from "#server/platform/rounds";
import { runJourneyStalls } from "./stall-run";

/** This server's part of the stall run (stall-run.ts): a round every interval, at the database's clock. */
export function startJourneyJobs(options: {
  db: Db;
  config: Config;
  logger: Logger;
  intervalMs: number;
}): Rounds {
  const { db, config, logger } = options;
  return everyInterval({
    intervalMs: options.intervalMs,
    round: async (signal) => {
      const result = await runJourneyStalls({ db, config, signal }, await databaseTime(db));
      if (result.reminded > 0) logger.info(result, "programme run: stalled onboarding journeys reminded");
    },
    onError: (error) => logger.warn({ err: error }, "stall run failed"),
  });
}
