import { useMutation } from "@tanstack/react-query";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { downloadFile } from "#web/lib/transport/download-file";
import { restPath } from "#web/lib/transport/rest-paths";

/** Fetches the certificate of a completed enrollment over REST and saves the PDF under the server's name. */
export const downloadCertificate = ({ enrollmentId }: { enrollmentId: string }): Promise<void> =>
  downloadFile(restPath("learning.downloadCertificate", { enrollmentId }), {}, "certificate.pdf");

export function useDownloadCertificate({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof downloadCertificate>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadCertificate });
}
