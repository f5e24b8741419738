import {
  AlarmClockIcon,
  ArrowUpDownIcon,
  CircleDotIcon,
  LockIcon,
  type LucideIcon,
  MessageSquareIcon,
  SirenIcon,
  SparklesIcon,
  UserCheckIcon,
} from "lucide-react";
import type { z } from "zod";
import type { ticketEvent } from "#shared/contracts/tickets";
import type { TicketEventKind } from "#shared/enums";
import { labelOf, TICKET_EVENT_KIND_LABELS } from "#shared/labels";
import { LocalDateTime } from "#web/components/text/local-date-time";
import { Markdown } from "#web/components/text/markdown";
import { Badge } from "#web/components/ui/badge";
import { cn } from "#web/lib/style/cn";
import { AttachmentLinks } from "./attachment-links";

type TicketEvent = z.output<typeof ticketEvent>;

const ICONS: Record<TicketEventKind, LucideIcon> = {
  created: SparklesIcon,
  reply: MessageSquareIcon,
  note: LockIcon,
  status_changed: CircleDotIcon,
  priority_changed: ArrowUpDownIcon,
  assigned: UserCheckIcon,
  sla_warning: AlarmClockIcon,
  sla_breached: SirenIcon,
};

/** What a change did, in words: "Status changed from Open to Pending", "Assigned to Dana". */
function changeText(event: TicketEvent): string {
  const label = labelOf(TICKET_EVENT_KIND_LABELS, event.kind);
  if (event.kind === "assigned") {
    if (event.to === null) return event.from ? `Unassigned from ${event.from}` : "Unassigned";
    return event.from ? `Assigned to ${event.to} (was ${event.from})` : `Assigned to ${event.to}`;
  }
  if (event.from !== null && event.to !== null) return `${label} from ${event.from} to ${event.to}`;
  if (event.to !== null) return `${label} to ${event.to}`;
  return label;
}

const isMessage = (event: TicketEvent) => event.kind === "reply" || event.kind === "note";

function ThreadEntry({ ticketId, event }: { ticketId: string; event: TicketEvent }) {
  const Icon = ICONS[event.kind as TicketEventKind] ?? CircleDotIcon;
  const note = event.kind === "note" || (isMessage(event) && !event.public);
  const sla = event.kind === "sla_warning" || event.kind === "sla_breached";
  const stamp = <LocalDateTime date={event.createdAt} className="text-xs text-muted-foreground" />;

  if (!isMessage(event)) {
    return (
      <li className="flex min-w-0 items-start gap-3 px-1 text-sm">
        <Icon
          aria-hidden="true"
          className={cn(
            "mt-0.5 size-4 shrink-0",
            event.kind === "sla_breached" ? "text-destructive" : "text-muted-foreground",
          )}
        />
        <div className="grid min-w-0 gap-0.5">
          <p
            className={cn(
              "break-words",
              sla && "font-medium",
              event.kind === "sla_breached" && "text-destructive",
            )}
          >
            {event.kind === "created" ? "Opened the ticket" : changeText(event)}
            {event.authorName ? <span className="text-muted-foreground"> · {event.authorName}</span> : null}
            {sla && event.body ? <span className="text-muted-foreground"> · {event.body}</span> : null}
          </p>
          {stamp}
          <AttachmentLinks ticketId={ticketId} attachments={event.attachments} />
        </div>
      </li>
    );
  }

  return (
    <li
      className={cn(
        "grid min-w-0 gap-3 rounded-xl border p-4",
        note ? "border-dashed border-amber-500 bg-amber-50 dark:bg-amber-950/40" : "bg-card",
      )}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="font-medium">{event.authorName ?? "Someone"}</span>
        {note ? (
          <Badge variant="outline" className="border-transparent bg-amber-100 text-amber-900">
            <LockIcon aria-hidden="true" />
            Internal note
          </Badge>
        ) : (
          <Badge variant="outline">Reply</Badge>
        )}
        {stamp}
      </div>
      {event.body ? (
        <div className="min-w-0 text-sm break-words">
          <Markdown>{event.body}</Markdown>
        </div>
      ) : null}
      <AttachmentLinks ticketId={ticketId} attachments={event.attachments} />
    </li>
  );
}

/**
 * The ticket's thread, oldest first: public replies, internal notes (marked `Internal note`, dashed and tinted
 * so they stand apart), status, priority and assignment changes, and SLA warnings and breaches.
 */
export function TicketThread({ ticketId, events }: { ticketId: string; events: readonly TicketEvent[] }) {
  return (
    <section aria-labelledby="ticket-thread-heading" className="grid gap-3">
      <h2 id="ticket-thread-heading" className="text-lg font-semibold">
        Activity
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing has happened on this ticket yet.</p>
      ) : (
        <ol aria-label="Ticket activity" className="grid gap-3">
          {events.map((event) => (
            <ThreadEntry key={event.id} ticketId={ticketId} event={event} />
          ))}
        </ol>
      )}
    </section>
  );
}
