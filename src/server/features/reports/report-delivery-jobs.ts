import type { Logger } from "#server/platform/logger";
import { type DeliveryDeps, deliverDueReports } from "./deliver-scheduled-reports";

export interface ReportDeliveryJobs {
  /** Stops the rounds once the current one (if any) has ended. */
  stop(): Promise<void>;
}

/** This server's share of the scheduled deliveries: a round every interval, each delivering what is due. */
export function startReportDeliveries(
  options: DeliveryDeps & { intervalMs: number; logger: Logger },
): ReportDeliveryJobs {
  let round: Promise<void> | undefined;
  const tick = () => {
    round ??= deliverDueReports(options)
      .then((tally) => {
        if (tally.delivered > 0 || tally.failed > 0)
          options.logger.info(tally, "scheduled reports delivered");
      })
      .catch((error: unknown) => options.logger.warn({ err: error }, "scheduled report round failed"))
      .finally(() => {
        round = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
