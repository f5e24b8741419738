import { randomUUID } from "node:crypto";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { customers, partners, supportTickets, ticketEvents, user } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { holdersOf, notify } from "#server/platform/notifications";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { CUSTOMER_NOT_FOUND } from "#shared/contracts/customers";
import type { TicketFormValues, TicketSummary } from "#shared/contracts/tickets";
import { ticketAssignedNotice, ticketOpenedNotice } from "./notification-messages";
import { recomputeHealth } from "./recompute-health";
import { insertTicketAttachments, storeTicketAttachments } from "./ticket-attachments";
import { emitTicketWebhook, readTicketSummary } from "./ticket-rows";
import { recomputeTicketSla } from "./ticket-sla";

export const ASSIGNEE_NOT_ALLOWED =
  "Tickets can only be assigned to staff who hold Manage customers, or to administrators.";

/** Who acts: the signed-in person (or the key's maker), named on the events they write. */
export interface TicketActor {
  id: string;
  name: string;
}

/**
 * The staff member a ticket may be assigned to: a holder of manage_customers or an administrator; anyone else
 * (or nobody by that id) is refused with 400 naming the field.
 */
export async function requireAssignee(tx: Pick<Db, "select">, assigneeId: string): Promise<TicketActor> {
  const [found] = await tx
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(and(eq(user.id, assigneeId), sql`${user.id} in (${holdersOf("manage_customers")})`))
    .limit(1);
  if (!found) throw new AppError("bad_request", ASSIGNEE_NOT_ALLOWED, { field: "assigneeId" });
  return found;
}

/**
 * Writes an assignment's event (internal) and tells the new assignee, unless they assigned it to themselves.
 * The ticket row's assignee is the caller's to set.
 */
export async function recordAssignment(
  tx: Pick<Db, "insert" | "execute">,
  ticket: { id: string; number: number; subject: string },
  from: TicketActor | null,
  to: TicketActor | null,
  actor: TicketActor,
  now: Date,
): Promise<void> {
  await tx.insert(ticketEvents).values({
    ticketId: ticket.id,
    kind: "assigned",
    authorId: actor.id,
    authorName: actor.name,
    public: false,
    data: { from: from?.name ?? null, to: to?.name ?? null, fromId: from?.id ?? null, toId: to?.id ?? null },
    createdAt: now,
  });
  if (to && to.id !== actor.id) await notify(tx, [to.id], ticketAssignedNotice(ticket, actor));
}

export interface CreateTicketInput extends TicketFormValues {
  assigneeId?: string;
  attachments?: File[];
}

/**
 * Opens a ticket (status new) about a customer, with its attachments, its first event, its SLA clocks and its
 * audit entry in one transaction; if that fails the stored files are removed again. Staff may name any customer
 * and an assignee; a partner (`scope.partnerId`) only one of its own customers, any other answering 404
 * "Customer not found." as a missing one, and never an assignee. A partner's ticket tells the holders of
 * manage_customers; a ticket with a partner sends ticket.created to its webhooks. The customer's health follows
 * its open tickets.
 */
export async function createTicket(
  deps: { db: Db; storage: FileStorage },
  actor: TicketActor,
  input: CreateTicketInput,
  scope: { partnerId: string | null } = { partnerId: null },
  now = new Date(),
): Promise<{ ticket: TicketSummary }> {
  const conditions: SQL[] = [eq(customers.id, input.customerId)];
  if (scope.partnerId !== null) conditions.push(eq(customers.partnerId, scope.partnerId));
  const [customer] = await deps.db
    .select({ id: customers.id, name: customers.name, partnerId: customers.partnerId })
    .from(customers)
    .where(and(...conditions))
    .limit(1);
  if (!customer) throw new AppError("not_found", CUSTOMER_NOT_FOUND, { field: "customerId" });
  const byPartner = scope.partnerId !== null;
  const assignee = !byPartner && input.assigneeId ? await requireAssignee(deps.db, input.assigneeId) : null;

  const ticketId = randomUUID();
  const stored = await storeTicketAttachments(deps.storage, ticketId, input.attachments);
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(supportTickets)
        .values({
          id: ticketId,
          subject: input.subject,
          description: input.description,
          customerId: customer.id,
          partnerId: customer.partnerId,
          requesterId: actor.id,
          requesterName: actor.name,
          priority: input.priority ?? "normal",
          assigneeId: assignee?.id ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: supportTickets.id, number: supportTickets.number, subject: supportTickets.subject });
      if (!row) throw new Error("the ticket insert returned no row");
      const [opened] = await tx
        .insert(ticketEvents)
        .values({
          ticketId,
          kind: "created",
          authorId: actor.id,
          authorName: actor.name,
          public: true,
          createdAt: now,
        })
        .returning({ id: ticketEvents.id });
      if (!opened) throw new Error("the ticket's first event returned no row");
      await insertTicketAttachments(tx, ticketId, opened.id, stored.files, now);
      if (assignee) await recordAssignment(tx, row, null, assignee, actor, now);
      await recomputeTicketSla(tx, ticketId, now);
      await recomputeHealth(tx, [customer.id], now);
      if (byPartner && customer.partnerId) {
        const [partner] = await tx
          .select({ companyName: partners.companyName })
          .from(partners)
          .where(eq(partners.id, customer.partnerId));
        await notify(
          tx,
          holdersOf("manage_customers"),
          ticketOpenedNotice(row, {
            partnerName: partner?.companyName ?? customer.name,
            customerName: customer.name,
            actorUserId: actor.id,
            actorName: actor.name,
          }),
        );
      }
      await recordAudit(tx, {
        partnerId: customer.partnerId,
        actorUserId: actor.id,
        action: "ticket_created",
        subject: { type: "ticket", id: ticketId, label: `#${row.number} ${row.subject}` },
        details: {
          ticket_id: ticketId,
          number: row.number,
          subject: row.subject,
          customer_id: customer.id,
          priority: input.priority ?? "normal",
        },
      });
      await emitTicketWebhook(tx, "ticket.created", ticketId, now);
      const ticket = await readTicketSummary(tx, { partnerId: null }, ticketId, now);
      if (!ticket) throw new Error("the new ticket is missing");
      return { ticket };
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
