import type { z } from "zod";
import type { updateReportInput } from "#shared/contracts/reports";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const updateReport = (input: z.input<typeof updateReportInput>) => client.reports.update(input);

/** Saves a report's changes: its page, its result and the library are read again. */
export function useUpdateReport() {
  return useInvalidatingMutation(updateReport, () => [orpc.reports.key()]);
}
