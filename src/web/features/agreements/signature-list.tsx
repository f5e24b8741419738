import { DownloadIcon } from "lucide-react";
import type { PartnerAgreement } from "#shared/contracts/agreements";
import { Button } from "#web/components/ui/button";
import { localDate } from "#web/lib/format/local-time";
import { useDownloadSignedAgreement } from "./api/download-agreement-files";

type Signature = PartnerAgreement["signatures"][number];

/**
 * A partner's signatures, newest first: version, who signed and when; a signed copy to download for those who
 * may (`download`: the partner's own admins, or staff naming the partner by `partnerId`).
 */
export function SignatureList({
  signatures,
  download,
  partnerId,
}: {
  signatures: Signature[];
  download: boolean;
  partnerId?: string;
}) {
  const save = useDownloadSignedAgreement();
  if (signatures.length === 0) {
    return <p className="text-sm text-muted-foreground">No version signed yet.</p>;
  }
  return (
    <ul aria-label="Signed versions" className="grid divide-y text-sm">
      {signatures.map((signature) => (
        <li key={signature.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
          <div className="grid min-w-0 gap-0.5">
            <span className="font-medium break-words">
              Version {signature.versionNumber}: {signature.versionTitle}
            </span>
            <span className="text-muted-foreground break-words">
              Signed by {signature.signerName}, {signature.signerTitle}, on {localDate(signature.signedAt)}
            </span>
          </div>
          {download ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Download signed version ${signature.versionNumber}`}
              disabled={save.isPending}
              onClick={() => save.mutate({ id: signature.id, partnerId })}
            >
              <DownloadIcon aria-hidden="true" />
              Download
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
