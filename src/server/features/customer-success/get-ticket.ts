import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { supportTickets, ticketAttachments, ticketEvents } from "#server/db/schema/index";
import { ownRowOrNotFound } from "#server/platform/partner-scope";
import { type getTicketOutput, TICKET_NOT_FOUND } from "#shared/contracts/tickets";
import type { TicketEventKind, TicketPriority, TicketStatus } from "#shared/enums";
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from "#shared/labels";
import type { SlaTargetName } from "./notification-messages";
import { readTicketSummary } from "./ticket-rows";

type TicketEvent = z.output<typeof getTicketOutput>["events"][number];

const TARGET_LABELS: Record<SlaTargetName, string> = {
  first_response: "First response",
  resolution: "Resolution",
};

/** What an event's stored change reads as: status and priority by their labels, assignees by name. */
function changeOf(kind: TicketEventKind, data: unknown): { from: string | null; to: string | null } {
  const change = (data ?? {}) as Record<string, string | null | undefined>;
  switch (kind) {
    case "status_changed":
      return {
        from: TICKET_STATUS_LABELS[change.from as TicketStatus] ?? null,
        to: TICKET_STATUS_LABELS[change.to as TicketStatus] ?? null,
      };
    case "priority_changed":
      return {
        from: TICKET_PRIORITY_LABELS[change.from as TicketPriority] ?? null,
        to: TICKET_PRIORITY_LABELS[change.to as TicketPriority] ?? null,
      };
    case "assigned":
      return { from: change.from ?? null, to: change.to ?? null };
    case "sla_warning":
    case "sla_breached":
      return { from: null, to: TARGET_LABELS[change.target as SlaTargetName] ?? null };
    default:
      return { from: null, to: null };
  }
}

/**
 * One ticket with its whole thread, oldest first (those of one moment in the order they were written), each
 * event with its attachments. Staff read every event, internal notes included; a partner (scope.partnerId)
 * reaches only its own partner's tickets, another's answering 404 as a missing one, and with `publicOnly` reads
 * only the public events.
 */
export async function getTicket(
  db: Pick<Db, "select">,
  scope: { partnerId: string | null },
  id: string,
  options: { publicOnly: boolean } = { publicOnly: false },
  now = new Date(),
): Promise<z.output<typeof getTicketOutput>> {
  const summary = ownRowOrNotFound(await readTicketSummary(db, scope, id, now), TICKET_NOT_FOUND);
  const [details] = await db
    .select({
      description: supportTickets.description,
      firstRespondedAt: supportTickets.firstRespondedAt,
      solvedAt: supportTickets.solvedAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.id, id));
  const [events, attachments] = await Promise.all([
    db
      .select()
      .from(ticketEvents)
      .where(
        and(eq(ticketEvents.ticketId, id), options.publicOnly ? eq(ticketEvents.public, true) : undefined),
      )
      .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.seq)),
    db
      .select({
        id: ticketAttachments.id,
        eventId: ticketAttachments.eventId,
        fileName: ticketAttachments.fileName,
        contentType: ticketAttachments.contentType,
        sizeBytes: ticketAttachments.sizeBytes,
      })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, id))
      .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id)),
  ]);
  const byEvent = new Map<string, TicketEvent["attachments"]>();
  for (const { eventId, ...attachment } of attachments) {
    byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), attachment]);
  }
  return {
    ticket: {
      ...summary,
      description: details?.description ?? "",
      firstRespondedAt: details?.firstRespondedAt ?? null,
      solvedAt: details?.solvedAt ?? null,
    },
    events: events.map(
      (event): TicketEvent => ({
        id: event.id,
        kind: event.kind,
        authorName: event.authorName,
        body: event.body,
        public: event.public,
        ...changeOf(event.kind, event.data),
        createdAt: event.createdAt,
        attachments: byEvent.get(event.id) ?? [],
      }),
    ),
  };
}
