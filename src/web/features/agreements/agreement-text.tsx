import { DownloadIcon, FileTextIcon } from "lucide-react";
import { Markdown } from "#web/components/text/markdown";
import { Button } from "#web/components/ui/button";
import { localDate } from "#web/lib/format/local-time";
import { useDownloadAgreementDocument } from "./api/download-agreement-files";

interface ShownVersion {
  id: string;
  number: number;
  title: string;
  body: string;
  textSha256: string;
  documentName: string | null;
  publishedAt: Date;
}

/**
 * An agreement version as its readers see it: title, number and date, then the text rendered from Markdown
 * without running anything in it, in a frame that scrolls by keyboard, or for a version published as a PDF the
 * file to open; and the SHA-256 of what is signed. `ofAnyVersion`: staff open the version by its id, a partner
 * the version it signs now.
 */
export function AgreementText({
  version,
  ofAnyVersion = false,
}: {
  version: ShownVersion;
  ofAnyVersion?: boolean;
}) {
  const open = useDownloadAgreementDocument();
  return (
    <article aria-labelledby={`agreement-${version.id}`} className="grid min-w-0 gap-3">
      <header className="grid gap-0.5">
        <h3 id={`agreement-${version.id}`} className="text-lg font-semibold">
          {version.title}
        </h3>
        <p className="text-sm text-muted-foreground">
          Version {version.number}, published {localDate(version.publishedAt)}
        </p>
      </header>
      {version.documentName ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-muted/20 p-4">
          <p className="flex min-w-0 gap-2 text-sm">
            <FileTextIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">
              This version is the PDF <span className="font-medium">{version.documentName}</span>: read it in
              full. Its pages are what a signature covers.
            </span>
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={open.isPending}
            onClick={() => open.mutate(ofAnyVersion ? { id: version.id } : undefined)}
          >
            <DownloadIcon aria-hidden="true" />
            Open the PDF
          </Button>
        </div>
      ) : (
        <section
          aria-label={`${version.title}, version ${version.number}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a long text that scrolls must be reachable by keyboard to scroll.
          tabIndex={0}
          className="max-h-[28rem] overflow-y-auto rounded-md border bg-muted/20 p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Markdown>{version.body}</Markdown>
        </section>
      )}
      <p className="text-xs break-all text-muted-foreground">
        SHA-256 of {version.documentName ? "this file" : "this text"}:{" "}
        <span className="font-mono">{version.textSha256}</span>
      </p>
    </article>
  );
}
