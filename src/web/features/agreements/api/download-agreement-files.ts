import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "#web/lib/transport/download-file";
import { restPath } from "#web/lib/transport/rest-paths";

/** Saves a signed copy: the partner's own (a partner admin) or, with `partnerId`, any partner's (staff). */
export const downloadSignedAgreement = ({ id, partnerId }: { id: string; partnerId?: string }) =>
  downloadFile(
    partnerId
      ? restPath("agreements.downloadSignedOf", { partnerId, id })
      : restPath("agreements.downloadSigned", { id }),
    {},
    "signed-agreement.pdf",
  );

/** Saves a version's PDF: the one the partner signs now, or (staff) any version's by id. */
export const downloadAgreementDocument = (version?: { id: string }) =>
  downloadFile(
    version ? restPath("agreements.versionDocument", { id: version.id }) : restPath("agreements.document"),
    {},
    "agreement.pdf",
  );

export function useDownloadSignedAgreement() {
  return useMutation({ mutationFn: downloadSignedAgreement });
}

export function useDownloadAgreementDocument() {
  return useMutation({ mutationFn: downloadAgreementDocument });
}
