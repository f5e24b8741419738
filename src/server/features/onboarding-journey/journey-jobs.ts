import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { claimProgrammeDay, finishProgrammeDay } from "#server/features/programme/programme-days";
import { databaseTime } from "#server/platform/database-clock";
import type { Logger } from "#server/platform/logger";
import { everyInterval, type Rounds } from "#server/platform/rounds";
import { reconcileEveryJourney } from "./advance-journey";
import { runJourneyStalls } from "./stall-run";

/**
 * This server's part of the journeys' background work, at the database's clock: once a day, by whichever server
 * claims the day, every partner's journey is brought up to date with its facts (catching a fact no event told of,
 * such as rows loaded by the demo seed or by hand); every round, the stall run (stall-run.ts).
 */
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
      const now = await databaseTime(db);
      if (await claimProgrammeDay(db, "journeys", now)) {
        await reconcileEveryJourney(db);
        await finishProgrammeDay(db, "journeys", now);
      }
      if (signal.aborted) return;
      const result = await runJourneyStalls({ db, config, signal }, now);
      if (result.reminded > 0) logger.info(result, "programme run: stalled onboarding journeys reminded");
    },
    onError: (error) => logger.warn({ err: error }, "onboarding journey run failed"),
  });
}
