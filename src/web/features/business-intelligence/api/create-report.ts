import type { z } from "zod";
import type { createReportInput } from "#shared/contracts/reports";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const createReport = (input: z.input<typeof createReportInput>) => client.reports.create(input);

/** Saves a new report; the library lists it. */
export function useCreateReport() {
  return useInvalidatingMutation(createReport, () => [orpc.reports.key()]);
}
