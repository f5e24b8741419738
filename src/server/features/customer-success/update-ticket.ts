import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { supportTickets, ticketEvents, user } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import type { FieldChanges } from "#shared/audit-details";
import type { TicketSummary } from "#shared/contracts/tickets";
import type { TicketPriority, TicketStatus } from "#shared/enums";
import { recordAssignment, requireAssignee, type TicketActor } from "./create-ticket";
import { recomputeHealth } from "./recompute-health";
import { lockTicket } from "./reply-to-ticket";
import { emitTicketWebhook, readTicketSummary } from "./ticket-rows";
import { recomputeTicketSla, recordStatusChange } from "./ticket-sla";

/** The assignee a ticket has now, by name, for the assignment's event. */
async function currentAssignee(
  tx: Pick<Db, "select">,
  assigneeId: string | null,
): Promise<TicketActor | null> {
  if (!assigneeId) return null;
  const [found] = await tx.select({ id: user.id, name: user.name }).from(user).where(eq(user.id, assigneeId));
  return found ?? null;
}

/**
 * Changes a ticket's status, priority or assignee, each with its event, in one transaction: a status or priority
 * change recomputes the SLA clocks (the policy follows the priority) and the customer's health, solving sends
 * ticket.solved, a new assignee is told (unless they assigned themselves), and one audit entry lists what
 * changed. Fields given with their current value change nothing.
 */
export async function updateTicket(
  db: Db,
  actor: TicketActor,
  input: { id: string; status?: TicketStatus; priority?: TicketPriority; assigneeId?: string | null },
  now = new Date(),
): Promise<{ ticket: TicketSummary }> {
  const all = { partnerId: null };
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, all, input.id);
    const changes: FieldChanges = {};
    if (input.priority && input.priority !== ticket.priority) {
      await tx.insert(ticketEvents).values({
        ticketId: ticket.id,
        kind: "priority_changed",
        authorId: actor.id,
        authorName: actor.name,
        public: false,
        data: { from: ticket.priority, to: input.priority },
        createdAt: now,
      });
      await tx
        .update(supportTickets)
        .set({ priority: input.priority, updatedAt: now })
        .where(eq(supportTickets.id, ticket.id));
      changes.priority = { from: ticket.priority, to: input.priority };
    }
    if (input.status && (await recordStatusChange(tx, ticket, input.status, actor, now))) {
      changes.status = { from: ticket.status, to: input.status };
    }
    if (input.assigneeId !== undefined && input.assigneeId !== ticket.assigneeId) {
      const to = input.assigneeId === null ? null : await requireAssignee(tx, input.assigneeId);
      const from = await currentAssignee(tx, ticket.assigneeId);
      await recordAssignment(tx, ticket, from, to, actor, now);
      await tx
        .update(supportTickets)
        .set({ assigneeId: to?.id ?? null, updatedAt: now })
        .where(eq(supportTickets.id, ticket.id));
      changes.assignee = { from: from?.name ?? null, to: to?.name ?? null };
    }
    if (changes.status || changes.priority) {
      await recomputeTicketSla(tx, ticket.id, now);
      await recomputeHealth(tx, [ticket.customerId], now);
    }
    if (changes.status?.to === "solved") await emitTicketWebhook(tx, "ticket.solved", ticket.id, now);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        partnerId: ticket.partnerId,
        actorUserId: actor.id,
        action: "ticket_updated",
        subject: { type: "ticket", id: ticket.id, label: `#${ticket.number} ${ticket.subject}` },
        details: { ticket_id: ticket.id, number: ticket.number, changes },
      });
    }
    const summary = await readTicketSummary(tx, all, ticket.id, now);
    if (!summary) throw new Error("the updated ticket is missing");
    return { ticket: summary };
  });
}
