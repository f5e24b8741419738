import { useMutation } from "@tanstack/react-query";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { downloadFile } from "#web/lib/transport/download-file";
import { restPath } from "#web/lib/transport/rest-paths";

/** Downloads a saved report's whole result as CSV and saves it under the name the server gives it. */
export const exportReport = (id: string): Promise<void> =>
  downloadFile(restPath("reports.export", { id }), {}, "report.csv");

export function useExportReport({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof exportReport>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: exportReport });
}
