import { DownloadIcon } from "lucide-react";
import { toast } from "sonner";
import { BusyButton } from "#web/components/ui/busy-button";
import { useDownloadDocument } from "../api/download-document";
import { DocumentRow } from "../document-row";

interface ApplicationDocument {
  name: string;
  type: string;
  size: number;
}

/** The applicant's supporting documents, each downloadable under its own name. */
export function ApplicationDocumentList({
  applicationId,
  documents,
}: {
  applicationId: string;
  documents: ApplicationDocument[];
}) {
  const download = useDownloadDocument({
    mutationConfig: { onError: () => toast.error("Failed to download document.") },
  });
  const downloading = download.isPending ? download.variables?.index : undefined;

  if (documents.length === 0) return <p className="text-sm text-muted-foreground">No documents attached.</p>;

  return (
    <ul className="grid grid-cols-1 gap-2">
      {documents.map((document, index) => (
        <DocumentRow
          // Documents never change order; the index is their address on the server.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          name={document.name}
          size={document.size}
          className="flex-wrap"
        >
          <BusyButton
            type="button"
            variant="outline"
            size="sm"
            busy={downloading === index}
            busyLabel="Downloading"
            icon={<DownloadIcon aria-hidden="true" />}
            aria-label={`Download ${document.name}`}
            onClick={() => download.mutate({ applicationId, index, name: document.name })}
          >
            Download
          </BusyButton>
        </DocumentRow>
      ))}
    </ul>
  );
}
