import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { supportTickets, ticketAttachments, ticketEvents } from "#server/db/schema/index";
import { ownRowOrNotFound, type PartnerScope } from "#server/platform/partner-scope";
import { type getTicketOutput, TICKET_NOT_FOUND } from "#shared/contracts/tickets";
import type { TicketEventKind } from "#shared/enums";
import { readTicketSummary } from "./ticket-rows";

/**
 * What a partner sees of a ticket's thread: its opening and the public replies. Internal notes and every staff
 * change (status, priority, assignee, SLA events) stay with staff (docs/product/customer-success.md#partners).
 */
export const PARTNER_EVENT_KINDS: readonly TicketEventKind[] = ["created", "reply"];

/** The condition for the events a partner may see, and whose files it may download. */
export const partnerVisibleEvent = () =>
  and(eq(ticketEvents.public, true), inArray(ticketEvents.kind, [...PARTNER_EVENT_KINDS]));

/**
 * One of the partner's own tickets with its public thread, oldest first, each message with its files. Another
 * partner's ticket is answered exactly like a missing one (404).
 */
export async function partnerTicket(
  db: Pick<Db, "select">,
  scope: PartnerScope,
  id: string,
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
  if (!details) throw new Error(`ticket ${id} is missing`);
  const events = await db
    .select({
      id: ticketEvents.id,
      kind: ticketEvents.kind,
      authorName: ticketEvents.authorName,
      body: ticketEvents.body,
      public: ticketEvents.public,
      createdAt: ticketEvents.createdAt,
    })
    .from(ticketEvents)
    .where(and(eq(ticketEvents.ticketId, id), partnerVisibleEvent()))
    .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.seq));
  const files =
    events.length === 0
      ? []
      : await db
          .select({
            id: ticketAttachments.id,
            eventId: ticketAttachments.eventId,
            fileName: ticketAttachments.fileName,
            contentType: ticketAttachments.contentType,
            sizeBytes: ticketAttachments.sizeBytes,
          })
          .from(ticketAttachments)
          .where(
            and(
              eq(ticketAttachments.ticketId, id),
              inArray(
                ticketAttachments.eventId,
                events.map((event) => event.id),
              ),
            ),
          )
          .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id));
  return {
    ticket: { ...summary, ...details },
    events: events.map((event) => ({
      ...event,
      from: null,
      to: null,
      attachments: files
        .filter((file) => file.eventId === event.id)
        .map(({ eventId: _event, ...file }) => file),
    })),
  };
}
