import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { databaseTime } from "#server/platform/database-clock";
import type { Logger } from "#server/platform/logger";
import { everyInterval, type Rounds } from "#server/platform/rounds";
import { claimProgrammeDay, finishProgrammeDay } from "./programme-days";
import { runTierEvaluation } from "./tier-run";

/**
 * This server's part of the nightly tier evaluation (tier-run.ts): each round it tries to claim the day's
 * evaluation, at the database's clock, and runs it when the claim is its own.
 */
export function startTierJobs(options: {
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
      if (!(await claimProgrammeDay(db, "tiers", now))) return;
      const result = await runTierEvaluation({ db, config, signal }, now);
      if (signal.aborted) return;
      await finishProgrammeDay(db, "tiers", now);
      if (result.failed.length > 0)
        logger.warn(result, "programme run: some partner tiers could not be evaluated");
      else logger.info(result, "programme run: partner tiers evaluated");
    },
    onError: (error) => logger.warn({ err: error }, "tier evaluation failed"),
  });
}
