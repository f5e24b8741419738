import { useMutation } from "@tanstack/react-query";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { downloadFile } from "#web/lib/transport/download-file";
import { restPath } from "#web/lib/transport/rest-paths";

/** Downloads the unpaid payouts as CSV, optionally of one partner, and saves it. */
export const exportUnpaidPayouts = ({ partnerId }: { partnerId?: string } = {}): Promise<void> =>
  downloadFile(restPath("payouts.exportUnpaid"), { partnerId }, "unpaid-payouts.csv");

export function useExportUnpaidPayouts({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof exportUnpaidPayouts>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: exportUnpaidPayouts });
}
