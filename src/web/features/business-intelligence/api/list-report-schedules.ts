import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** The schedules of the reports the caller opens, the soonest delivery first (the Scheduled Reports tab). */
export const reportSchedulesQueryOptions = () =>
  orpc.reports.schedules.queryOptions({
    meta: {
      failureTitle: "Error Loading Scheduled Reports",
      failureDescription: "Could not load scheduled reports. Please try again.",
    },
  });

export function useReportSchedules() {
  return useQuery(reportSchedulesQueryOptions());
}
