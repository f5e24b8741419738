import { useMutation } from "@tanstack/react-query";
import { toast } from "#web/lib/toasts/toast";
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

/** A download that fails says so: a click that saves nothing would leave the person guessing. */
const failed = (what: string) => () =>
  toast.error("Download Failed", { description: `Could not download ${what}. Please try again.` });

export function useDownloadSignedAgreement() {
  return useMutation({ mutationFn: downloadSignedAgreement, onError: failed("the signed agreement") });
}

export function useDownloadAgreementDocument() {
  return useMutation({ mutationFn: downloadAgreementDocument, onError: failed("the agreement's PDF") });
}
