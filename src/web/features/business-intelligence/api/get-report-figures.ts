import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/**
 * The module header's figures: the reports the caller opens, how many are delivered on a schedule and the
 * soonest delivery. Under the reports' key, so saving, deleting or scheduling a report refetches them.
 */
export const reportFiguresQueryOptions = () =>
  orpc.reports.figures.queryOptions({
    meta: {
      failureTitle: "Error Loading Report Figures",
      failureDescription: "Could not load the reports' figures. Please try again.",
    },
  });

export function useReportFigures({ enabled }: { enabled: boolean }) {
  return useQuery({ ...reportFiguresQueryOptions(), enabled });
}
