import { useMutation } from "@tanstack/react-query";
import { fetchRest } from "../../../lib/fetch-rest";
import type { MutationConfig } from "../../../lib/react-query";
import { restPath } from "../../../lib/rest-paths";
import { saveFile } from "../../../lib/save-file";

/** The name the server gives the file (RFC 6266), preferring the UTF-8 form. */
function attachmentName(disposition: string | null): string | undefined {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/i)?.[1];
}

/** Fetches a deal's proposal over REST (the typed client has no file saving) and saves it under its own name. */
export async function downloadProposal({ dealId }: { dealId: string }): Promise<void> {
  const response = await fetchRest(restPath("deals.downloadProposal", { id: dealId }));
  saveFile(await response.blob(), attachmentName(response.headers.get("content-disposition")) ?? "proposal");
}

export function useDownloadProposal({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof downloadProposal>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadProposal });
}
