import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { supportTickets, ticketEvents } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { notify, partnerAdminsAnd, type Recipients } from "#server/platform/notifications";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { TICKET_NOT_FOUND } from "#shared/contracts/tickets";
import type { TicketStatus } from "#shared/enums";
import type { TicketActor } from "./create-ticket";
import { getTicket } from "./get-ticket";
import { ticketRepliedNotice } from "./notification-messages";
import { recomputeHealth } from "./recompute-health";
import {
  insertTicketAttachments,
  type StoredAttachments,
  storeTicketAttachments,
} from "./ticket-attachments";
import { emitTicketWebhook } from "./ticket-rows";
import { recomputeTicketSla, recordStatusChange } from "./ticket-sla";

type Tx = Pick<Db, "execute" | "select" | "insert" | "update">;

/** A ticket as its writers need it, read with its row locked. */
export type LockedTicket = Awaited<ReturnType<typeof lockTicket>>;

/**
 * The ticket, its row locked for the rest of the transaction so its changes apply one after another; a partner
 * (scope.partnerId) reaches only its own partner's tickets, another's answering 404 as a missing one.
 */
export async function lockTicket(tx: Pick<Db, "select">, scope: { partnerId: string | null }, id: string) {
  const conditions: SQL[] = [eq(supportTickets.id, id)];
  if (scope.partnerId !== null) conditions.push(eq(supportTickets.partnerId, scope.partnerId));
  const [ticket] = await tx
    .select({
      id: supportTickets.id,
      number: supportTickets.number,
      subject: supportTickets.subject,
      status: supportTickets.status,
      priority: supportTickets.priority,
      customerId: supportTickets.customerId,
      partnerId: supportTickets.partnerId,
      requesterId: supportTickets.requesterId,
      assigneeId: supportTickets.assigneeId,
      firstRespondedAt: supportTickets.firstRespondedAt,
      solvedAt: supportTickets.solvedAt,
    })
    .from(supportTickets)
    .where(and(...conditions))
    .for("update");
  if (!ticket) throw new AppError("not_found", TICKET_NOT_FOUND);
  return ticket;
}

/** Whether a ticket exists for the scope, checked before its files are stored. */
export async function requireTicket(db: Pick<Db, "select">, scope: { partnerId: string | null }, id: string) {
  const conditions: SQL[] = [eq(supportTickets.id, id)];
  if (scope.partnerId !== null) conditions.push(eq(supportTickets.partnerId, scope.partnerId));
  const [found] = await db
    .select({ one: sql`1` })
    .from(supportTickets)
    .where(and(...conditions))
    .limit(1);
  if (!found) throw new AppError("not_found", TICKET_NOT_FOUND);
}

/** One message on a locked ticket: a public reply or a staff note, by staff or by the partner's contact. */
export interface TicketMessage {
  actor: TicketActor;
  body: string;
  internal: boolean;
  /** Staff replies stamp the first response and tell the partner's contacts; a partner's reply does neither. */
  byStaff: boolean;
  /** The status the ticket moves to with the message, if any. */
  status?: TicketStatus;
  files: StoredAttachments["files"];
}

/**
 * Writes a message on a ticket locked by lockTicket, in the caller's transaction: its event and attachments, the
 * first public staff reply's stamp, the status change it brings, the SLA columns and the customer's health when
 * those moved, ticket.solved when it solves the ticket, and its notices: the assignee (when someone else writes)
 * and, for a public staff reply, the contacts of the ticket's partner. Returns whether the status changed.
 */
export async function writeTicketMessage(
  tx: Tx,
  ticket: LockedTicket,
  message: TicketMessage,
  now: Date,
): Promise<{ statusChanged: boolean }> {
  const isPublic = !message.internal;
  const [event] = await tx
    .insert(ticketEvents)
    .values({
      ticketId: ticket.id,
      kind: isPublic ? "reply" : "note",
      authorId: message.actor.id,
      authorName: message.actor.name,
      body: message.body,
      public: isPublic,
      createdAt: now,
    })
    .returning({ id: ticketEvents.id });
  if (!event) throw new Error("the ticket event insert returned no row");
  await insertTicketAttachments(tx, ticket.id, event.id, message.files, now);
  const firstResponse = message.byStaff && isPublic && ticket.firstRespondedAt === null;
  await tx
    .update(supportTickets)
    .set({ updatedAt: now, ...(firstResponse ? { firstRespondedAt: now } : {}) })
    .where(eq(supportTickets.id, ticket.id));
  const statusChanged = message.status
    ? await recordStatusChange(tx, ticket, message.status, message.actor, now)
    : false;
  if (firstResponse || statusChanged) await recomputeTicketSla(tx, ticket.id, now);
  if (statusChanged) {
    await recomputeHealth(tx, [ticket.customerId], now);
    if (message.status === "solved") await emitTicketWebhook(tx, "ticket.solved", ticket.id, now);
  }
  const told: Recipients[] = [];
  if (ticket.assigneeId) told.push([ticket.assigneeId]);
  if (message.byStaff && isPublic && ticket.partnerId)
    told.push(partnerAdminsAnd(ticket.partnerId, ticket.requesterId));
  const notice = ticketRepliedNotice(ticket, {
    authorId: message.actor.id,
    authorName: message.actor.name,
    internal: message.internal,
  });
  for (const recipients of told) await notify(tx, recipients, notice);
  return { statusChanged };
}

/**
 * Staff reply to a ticket, or add an internal note the partner never sees, with up to five attachments. A
 * public reply to a new ticket moves it to open unless the reply names a status; the first public staff reply
 * meets the first response target. The files are removed again if the transaction fails.
 */
export async function replyToTicket(
  deps: { db: Db; storage: FileStorage },
  actor: TicketActor,
  input: { ticketId: string; body: string; internal?: boolean; status?: TicketStatus; attachments?: File[] },
  now = new Date(),
) {
  const all = { partnerId: null };
  await requireTicket(deps.db, all, input.ticketId);
  const stored = await storeTicketAttachments(deps.storage, input.ticketId, input.attachments);
  const internal = input.internal ?? false;
  try {
    return await deps.db.transaction(async (tx) => {
      const ticket = await lockTicket(tx, all, input.ticketId);
      const status = input.status ?? (!internal && ticket.status === "new" ? "open" : undefined);
      const { statusChanged } = await writeTicketMessage(
        tx,
        ticket,
        { actor, body: input.body, internal, byStaff: true, status, files: stored.files },
        now,
      );
      const label = `#${ticket.number} ${ticket.subject}`;
      await recordAudit(tx, {
        partnerId: ticket.partnerId,
        actorUserId: actor.id,
        action: "ticket_replied",
        subject: { type: "ticket", id: ticket.id, label },
        details: { ticket_id: ticket.id, number: ticket.number, internal, attachments: stored.files.length },
      });
      if (statusChanged && status) {
        await recordAudit(tx, {
          partnerId: ticket.partnerId,
          actorUserId: actor.id,
          action: "ticket_updated",
          subject: { type: "ticket", id: ticket.id, label },
          details: {
            ticket_id: ticket.id,
            number: ticket.number,
            changes: { status: { from: ticket.status, to: status } },
          },
        });
      }
      return getTicket(tx, all, ticket.id, { publicOnly: false }, now);
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
