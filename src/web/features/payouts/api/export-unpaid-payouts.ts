import { useMutation } from "@tanstack/react-query";
import { fetchRest } from "../../../lib/fetch-rest";
import type { MutationConfig } from "../../../lib/react-query";
import { restPath } from "../../../lib/rest-paths";
import { saveFile } from "../../../lib/save-file";

/** Downloads the unpaid payouts as CSV, optionally of one partner, and saves it. */
export async function exportUnpaidPayouts({ partnerId }: { partnerId?: string } = {}): Promise<void> {
  const query = partnerId ? `?${new URLSearchParams({ partnerId })}` : "";
  const response = await fetchRest(`${restPath("payouts.exportUnpaid")}${query}`);
  saveFile(await response.blob(), `unpaid-payouts-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useExportUnpaidPayouts({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof exportUnpaidPayouts>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: exportUnpaidPayouts });
}
