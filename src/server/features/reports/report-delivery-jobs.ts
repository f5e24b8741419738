import type { Logger } from "#server/platform/logger";
import { everyInterval, type Rounds } from "#server/platform/rounds";
import { type DeliveryDeps, deliverDueReports } from "./deliver-scheduled-reports";

/** This server's share of the scheduled deliveries: a round every interval, each delivering what is due. */
export function startReportDeliveries(
  options: DeliveryDeps & { intervalMs: number; logger: Logger },
): Rounds {
  return everyInterval({
    intervalMs: options.intervalMs,
    round: async () => {
      const tally = await deliverDueReports(options);
      if (tally.delivered > 0 || tally.failed > 0) options.logger.info(tally, "scheduled reports delivered");
    },
    onError: (error) => options.logger.warn({ err: error }, "scheduled report round failed"),
  });
}
