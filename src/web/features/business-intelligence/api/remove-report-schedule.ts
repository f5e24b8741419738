import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const removeReportSchedule = (reportId: string) => client.reports.removeSchedule({ reportId });

/** Stops a report's deliveries: the schedules and the figures are read again. */
export function useRemoveReportSchedule() {
  return useInvalidatingMutation(removeReportSchedule, () => [orpc.reports.key()]);
}
