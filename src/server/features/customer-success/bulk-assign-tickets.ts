import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { supportTickets, user } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { TICKET_NOT_FOUND } from "#shared/contracts/tickets";
import { recordAssignment, requireAssignee, type TicketActor } from "./create-ticket";

/**
 * Assigns up to 100 tickets to one staff member (or unassigns them, null) in one transaction: each ticket that
 * changes hands gets its assignment event and its notice to the new assignee, and one audit entry names them
 * all. Tickets already theirs are left as they are; an id that names no ticket refuses the lot (404).
 */
export async function bulkAssignTickets(
  db: Db,
  actor: TicketActor,
  input: { ticketIds: string[]; assigneeId: string | null },
  now = new Date(),
): Promise<{ assigned: number }> {
  const ids = [...new Set(input.ticketIds)];
  return db.transaction(async (tx) => {
    const to = input.assigneeId === null ? null : await requireAssignee(tx, input.assigneeId);
    // Locked in id order, so two bulk assignments over the same tickets cannot deadlock.
    const tickets = await tx
      .select({
        id: supportTickets.id,
        number: supportTickets.number,
        subject: supportTickets.subject,
        assigneeId: supportTickets.assigneeId,
        assigneeName: user.name,
      })
      .from(supportTickets)
      .leftJoin(user, eq(user.id, supportTickets.assigneeId))
      .where(inArray(supportTickets.id, ids))
      .orderBy(asc(supportTickets.id))
      .for("update", { of: supportTickets });
    if (tickets.length !== ids.length) throw new AppError("not_found", TICKET_NOT_FOUND);
    const changing = tickets.filter((ticket) => ticket.assigneeId !== (to?.id ?? null));
    const [first] = changing;
    if (!first) return { assigned: 0 };
    for (const ticket of changing) {
      const from =
        ticket.assigneeId && ticket.assigneeName
          ? { id: ticket.assigneeId, name: ticket.assigneeName }
          : null;
      await recordAssignment(tx, ticket, from, to, actor, now);
    }
    await tx
      .update(supportTickets)
      .set({ assigneeId: to?.id ?? null, updatedAt: now })
      .where(
        inArray(
          supportTickets.id,
          changing.map((ticket) => ticket.id),
        ),
      );
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: actor.id,
      action: "tickets_assigned",
      subject: {
        type: "ticket",
        id: first.id,
        label: changing.map((ticket) => `#${ticket.number}`).join(", "),
      },
      details: {
        ticket_ids: changing.map((ticket) => ticket.id),
        numbers: changing.map((ticket) => ticket.number),
        assignee: to?.name ?? null,
      },
    });
    return { assigned: changing.length };
  });
}
