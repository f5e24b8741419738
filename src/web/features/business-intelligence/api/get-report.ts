import { useQuery } from "@tanstack/react-query";
import { retryUnlessMissing } from "#web/lib/queries/missing-item";
import { orpc } from "#web/lib/transport/rpc";

/** One saved report: its definition, who wrote it, who sees it and whether the caller may change it. */
export const reportQueryOptions = (id: string) =>
  orpc.reports.get.queryOptions({ input: { id }, retry: retryUnlessMissing });

export function useReport(id: string) {
  return useQuery(reportQueryOptions(id));
}
