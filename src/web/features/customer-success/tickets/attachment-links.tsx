import { DownloadIcon } from "lucide-react";
import type { z } from "zod";
import type { ticketAttachment } from "#shared/contracts/tickets";
import { formatFileSizeKb } from "#shared/format";
import { ticketAttachmentUrl } from "../api/ticket-attachment-url";

/** A message's files, each a link that downloads it under its own name. */
export function AttachmentLinks({
  ticketId,
  attachments,
}: {
  ticketId: string;
  attachments: readonly z.output<typeof ticketAttachment>[];
}) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attachments" className="flex flex-wrap gap-2">
      {attachments.map((attachment) => (
        <li key={attachment.id} className="min-w-0">
          <a
            href={ticketAttachmentUrl(ticketId, attachment.id)}
            download={attachment.fileName}
            className="inline-flex max-w-full items-center gap-2 rounded-md border bg-secondary/50 px-3 py-1.5 text-sm hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <DownloadIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate font-medium">{attachment.fileName}</span>
            <span className="shrink-0 text-xs text-muted-foreground">
              {formatFileSizeKb(attachment.sizeBytes)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
