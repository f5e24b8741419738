import type { z } from "zod";
import type { setReportScheduleInput } from "#shared/contracts/report-schedules";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const setReportSchedule = (input: z.input<typeof setReportScheduleInput>) =>
  client.reports.setSchedule(input);

/** Sets when a report is delivered and to whom: the schedules and the figures are read again. */
export function useSetReportSchedule() {
  return useInvalidatingMutation(setReportSchedule, () => [orpc.reports.key()]);
}
