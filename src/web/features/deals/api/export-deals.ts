import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { exportDealsInput } from "../../../../shared/contracts/deals";
import { fetchRest } from "../../../lib/fetch-rest";
import type { MutationConfig } from "../../../lib/react-query";
import { restPath } from "../../../lib/rest-paths";
import { saveFile } from "../../../lib/save-file";

/** Downloads the deals of the list's current filters and search as CSV and saves it. */
export async function exportDeals(filters: z.input<typeof exportDealsInput>): Promise<void> {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([name, value]) => (value ? [[name, value]] : [])),
  ).toString();
  const response = await fetchRest(`${restPath("deals.export")}${query ? `?${query}` : ""}`);
  saveFile(await response.blob(), `deals-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useExportDeals({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof exportDeals>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: exportDeals });
}
