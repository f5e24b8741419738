import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** One page of a saved report's result, run on the server; the page on screen stays while the next loads. */
export const reportResultQueryOptions = (input: { id: string; page: number; pageSize: number }) =>
  orpc.reports.run.queryOptions({ input, placeholderData: keepPreviousData });

export function useReportResult(input: { id: string; page: number; pageSize: number }) {
  return useQuery(reportResultQueryOptions(input));
}
