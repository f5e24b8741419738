import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { exportDealsInput } from "#shared/contracts/deals";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { downloadFile } from "#web/lib/transport/download-file";
import { restPath } from "#web/lib/transport/rest-paths";

/** Downloads the deals of the list's current filters and search as CSV and saves it. */
export const exportDeals = (filters: z.input<typeof exportDealsInput>): Promise<void> =>
  downloadFile(restPath("deals.export"), filters, "deals.csv");

export function useExportDeals({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof exportDeals>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: exportDeals });
}
