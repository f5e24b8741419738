import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { listReportsInput } from "#shared/contracts/reports";
import { orpc } from "#web/lib/transport/rpc";

export type ReportsQuery = z.input<typeof listReportsInput>;

/**
 * One page of the Reports & Dashboards tab: the caller's own reports and the shared ones, searched by name or
 * description on the server; the page on screen stays while the next loads.
 */
export const reportsQueryOptions = (input: ReportsQuery) =>
  orpc.reports.list.queryOptions({
    input,
    placeholderData: keepPreviousData,
    meta: {
      failureTitle: "Error Loading Reports",
      failureDescription: "Could not load reports. Please try again.",
    },
  });

export function useReports(input: ReportsQuery) {
  return useQuery(reportsQueryOptions(input));
}
