import { DownloadIcon } from "lucide-react";
import { toast } from "sonner";
import type { z } from "zod";
import type { getTicketOutput } from "#shared/contracts/tickets";
import { formatFileSizeKb } from "#shared/format";
import { TICKET_PRIORITY_LABELS } from "#shared/labels";
import {
  DetailDialog,
  DetailLoadFailed,
  DetailLoading,
  DetailNotFound,
} from "#web/components/dialogs/detail-dialog";
import { LocalDateTime } from "#web/components/text/local-date-time";
import { Markdown } from "#web/components/text/markdown";
import { Button } from "#web/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { isMissingItem } from "#web/lib/queries/missing-item";
import { failureText } from "#web/lib/transport/failure-text";
import { TicketStatusBadge } from "../tickets/ticket-status-badge";
import { useDownloadTicketAttachment } from "./api/download-ticket-attachment";
import { usePartnerTicket } from "./api/get-partner-ticket";
import { PartnerReplyForm } from "./partner-reply-form";

type PartnerTicket = z.output<typeof getTicketOutput>;
type TicketMessage = PartnerTicket["events"][number];

/**
 * One of the partner's tickets over its Support tab: what it asked, the public replies since, and a reply box
 * while the ticket is not closed. Staff's internal notes and changes never reach a partner (the server leaves
 * them out).
 */
export function PartnerTicketDialog({
  ticketId,
  onClose,
  onCloseAutoFocus,
}: {
  ticketId: string | null;
  onClose(): void;
  onCloseAutoFocus(event: Event): void;
}) {
  return (
    <DetailDialog
      itemId={ticketId}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      className="max-h-[90vh] overflow-y-auto sm:max-w-3xl"
    >
      {(id, close) => <PartnerTicketContent ticketId={id} onBack={close} />}
    </DetailDialog>
  );
}

function PartnerTicketContent({ ticketId, onBack }: { ticketId: string; onBack(): void }) {
  const detail = usePartnerTicket(ticketId);

  if (detail.isPending) {
    return (
      <DetailLoading
        title="Loading ticket"
        description="One moment while the ticket loads."
        statusLabel="Loading ticket"
      />
    );
  }
  if (detail.isError && isMissingItem(detail.error)) {
    return (
      <DetailNotFound
        description="There is no ticket of yours at this address. The address may be mistyped."
        back={{ label: "Back to Support", onClick: onBack }}
      />
    );
  }
  if (detail.isError) {
    return (
      <DetailLoadFailed
        title="Ticket unavailable"
        description="Failed to load the ticket. Please try again."
        onRetry={() => detail.refetch()}
      />
    );
  }

  const { ticket, events } = detail.data;
  const opening = events.find((event) => event.kind === "created");
  const replies = events.filter((event) => event.kind === "reply");
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">
          #{ticket.number} {ticket.subject}
        </DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{ticket.customer.name}</span>
          <span aria-hidden="true">·</span>
          <span>{TICKET_PRIORITY_LABELS[ticket.priority]} priority</span>
        </DialogDescription>
        <TicketStatusBadge status={ticket.status} className="w-fit" />
      </DialogHeader>
      <ol aria-label="Messages" className="grid gap-3">
        <Message
          ticketId={ticket.id}
          author={ticket.requesterName}
          at={ticket.createdAt}
          body={ticket.description}
          attachments={opening?.attachments ?? []}
        />
        {replies.map((reply) => (
          <Message
            key={reply.id}
            ticketId={ticket.id}
            author={reply.authorName ?? "Support"}
            at={reply.createdAt}
            body={reply.body ?? ""}
            attachments={reply.attachments}
          />
        ))}
      </ol>
      {ticket.status === "closed" ? (
        <p className="rounded-md border bg-muted/50 px-4 py-3 text-sm text-muted-foreground">
          This ticket is closed. Open a new ticket if you need more help.
        </p>
      ) : (
        <PartnerReplyForm ticketId={ticket.id} />
      )}
    </>
  );
}

function Message({
  ticketId,
  author,
  at,
  body,
  attachments,
}: {
  ticketId: string;
  author: string;
  at: Date;
  body: string;
  attachments: TicketMessage["attachments"];
}) {
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border p-4">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium break-words">{author}</span>
        <LocalDateTime date={at} className="text-xs text-muted-foreground" />
      </p>
      <Markdown>{body}</Markdown>
      {attachments.length > 0 ? (
        <ul aria-label={`Files from ${author}`} className="flex flex-wrap gap-2">
          {attachments.map((attachment) => (
            <li key={attachment.id}>
              <AttachmentButton ticketId={ticketId} attachment={attachment} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function AttachmentButton({
  ticketId,
  attachment,
}: {
  ticketId: string;
  attachment: TicketMessage["attachments"][number];
}) {
  const download = useDownloadTicketAttachment();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="max-w-full"
      aria-label={`Download ${attachment.fileName}`}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(
          { ticketId, attachmentId: attachment.id, fileName: attachment.fileName },
          {
            onError: (error) =>
              toast.error("Download Failed", {
                description: failureText(error, "Could not download the file. Please try again."),
              }),
          },
        )
      }
    >
      <DownloadIcon aria-hidden="true" />
      <span className="truncate">{attachment.fileName}</span>
      <span className="text-muted-foreground">{formatFileSizeKb(attachment.sizeBytes)}</span>
    </Button>
  );
}
