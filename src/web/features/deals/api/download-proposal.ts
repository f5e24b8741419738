import { useMutation } from "@tanstack/react-query";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { downloadFile } from "#web/lib/transport/download-file";
import { restPath } from "#web/lib/transport/rest-paths";

/** Fetches a deal's proposal over REST (the typed client has no file saving) and saves it under its own name. */
export const downloadProposal = ({ dealId }: { dealId: string }): Promise<void> =>
  downloadFile(restPath("deals.downloadProposal", { id: dealId }), {}, "proposal");

export function useDownloadProposal({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof downloadProposal>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadProposal });
}
