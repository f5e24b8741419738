import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReportDefinition } from "#shared/contracts/reports";
import { orpc } from "#web/lib/transport/rpc";

/** How many rows the builder's preview shows. */
export const PREVIEW_ROWS = 10;

/**
 * The first rows of a definition not saved yet, as the builder shows them; none is asked for while the
 * definition is incomplete (`definition` undefined). A refusal is shown in place of the preview, not toasted.
 */
export function useReportPreview(definition: ReportDefinition | undefined) {
  return useQuery({
    ...orpc.reports.preview.queryOptions({
      input: { definition: definition as ReportDefinition, page: 1, pageSize: PREVIEW_ROWS },
      placeholderData: keepPreviousData,
      retry: false,
    }),
    enabled: definition !== undefined,
  });
}
