import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { supportTickets, ticketEvents } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { Logger } from "#server/platform/logger";
import { notify } from "#server/platform/notifications";
import { ownRowOrNotFound, ownRows, type PartnerScope } from "#server/platform/partner-scope";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { type getTicketOutput, TICKET_NOT_FOUND } from "#shared/contracts/tickets";
import type { TicketStatus } from "#shared/enums";
import { ticketRepliedNotice } from "./notification-messages";
import { partnerTicket } from "./partner-ticket";
import { recomputeHealth } from "./recompute-health";
import { insertTicketAttachments, storeTicketAttachments } from "./ticket-attachments";
import { recomputeTicketSla, recordStatusChange } from "./ticket-sla";

export const TICKET_CLOSED = "This ticket is closed. Please open a new ticket if you need more help.";

/** A reply from the partner answers what support asked (pending) or says the solution did not hold (solved). */
const REOPENED_BY_REPLY: ReadonlySet<TicketStatus> = new Set(["pending", "solved"]);

/**
 * The partner's public reply on its own ticket, with its files (docs/product/customer-success.md#partners): a
 * ticket waiting on the partner or solved is open again (its SLA clock resumes), the assignee is told, and the
 * reply is audited, all in one transaction; the stored files are removed again if it fails. A closed ticket
 * takes no more replies (409); another partner's ticket is answered like a missing one (404).
 */
export async function partnerReply(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  caller: Caller,
  scope: PartnerScope,
  input: { ticketId: string; body: string; attachments?: File[] },
): Promise<z.output<typeof getTicketOutput>> {
  const [visible] = await deps.db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(ownRows(scope, supportTickets, eq(supportTickets.id, input.ticketId)));
  ownRowOrNotFound(visible, TICKET_NOT_FOUND);
  const stored = await storeTicketAttachments(deps.storage, input.ticketId, input.attachments);
  try {
    return await deps.db.transaction(async (tx) => {
      const now = new Date();
      // One message on a ticket at a time, so a concurrent status change is read as it ends.
      const [ticket] = await tx
        .select({
          id: supportTickets.id,
          number: supportTickets.number,
          subject: supportTickets.subject,
          status: supportTickets.status,
          solvedAt: supportTickets.solvedAt,
          customerId: supportTickets.customerId,
          assigneeId: supportTickets.assigneeId,
        })
        .from(supportTickets)
        .where(ownRows(scope, supportTickets, eq(supportTickets.id, input.ticketId)))
        .for("update");
      const own = ownRowOrNotFound(ticket, TICKET_NOT_FOUND);
      if (own.status === "closed") throw new AppError("conflict", TICKET_CLOSED);
      const actor = { id: caller.user.id, name: caller.user.name };
      const [event] = await tx
        .insert(ticketEvents)
        .values({
          ticketId: own.id,
          kind: "reply",
          authorId: actor.id,
          authorName: actor.name,
          body: input.body,
          public: true,
          createdAt: now,
        })
        .returning({ id: ticketEvents.id });
      if (!event) throw new Error("the reply insert returned no row");
      await insertTicketAttachments(tx, own.id, event.id, stored.files, now);
      const reopened =
        REOPENED_BY_REPLY.has(own.status) && (await recordStatusChange(tx, own, "open", actor, now));
      if (reopened) {
        await recomputeTicketSla(tx, own.id, now);
        // An open ticket again counts against its customer's health.
        await recomputeHealth(tx, [own.customerId], now);
      } else {
        await tx.update(supportTickets).set({ updatedAt: now }).where(eq(supportTickets.id, own.id));
      }
      if (own.assigneeId) {
        await notify(
          tx,
          [own.assigneeId],
          ticketRepliedNotice(own, { authorId: actor.id, authorName: actor.name, internal: false }),
        );
      }
      await recordAudit(tx, {
        partnerId: scope.partnerId,
        actorUserId: actor.id,
        action: "ticket_replied",
        subject: { type: "ticket", id: own.id, label: `#${own.number} ${own.subject}` },
        details: {
          ticket_id: own.id,
          number: own.number,
          internal: false,
          attachments: stored.files.length,
        },
      });
      return partnerTicket(tx, scope, own.id, now);
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
