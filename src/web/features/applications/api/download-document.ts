import { useMutation } from "@tanstack/react-query";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { fetchRest } from "#web/lib/transport/fetch-rest";
import { restPath } from "#web/lib/transport/rest-paths";
import { saveFile } from "#web/lib/transport/save-file";

export interface DocumentToDownload {
  applicationId: string;
  /** The document's place in the application: its address on the server. */
  index: number;
  /** The applicant's file name, which the saved copy keeps. */
  name: string;
}

/** Fetches a supporting document over REST (the typed client has no file saving) and saves it. */
export async function downloadDocument({ applicationId, index, name }: DocumentToDownload): Promise<void> {
  const response = await fetchRest(restPath("applications.downloadDocument", { id: applicationId, index }));
  saveFile(await response.blob(), name);
}

export function useDownloadDocument({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof downloadDocument>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadDocument });
}
