import { and, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client";
import { customers, partners, supportTickets, user } from "#server/db/schema/index";
import { emitWebhookEvent } from "#server/platform/webhooks/events";
import type { BusinessCalendar } from "#shared/contracts/customer-success-settings";
import type { TicketSummary } from "#shared/contracts/tickets";
import type { WebhookEventType } from "#shared/contracts/webhooks";
import { businessMinutesBetween } from "#shared/sla-clock";
import { loadCustomerSuccessSettings } from "./customer-success-settings";

// A ticket as lists, pages, webhooks and the partner's side show it: its stored columns and, computed at the
// moment of reading, where each SLA clock stands (decision 0045: the due times are stored, the time left is not).

const assignee = alias(user, "assignee");

/** The columns a ticket summary is made of, with its customer, partner and assignee joined. */
export const ticketRowColumns = {
  id: supportTickets.id,
  number: supportTickets.number,
  subject: supportTickets.subject,
  customerId: customers.id,
  customerName: customers.name,
  partnerId: partners.id,
  partnerCompanyName: partners.companyName,
  requesterName: supportTickets.requesterName,
  priority: supportTickets.priority,
  status: supportTickets.status,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  firstRespondedAt: supportTickets.firstRespondedAt,
  solvedAt: supportTickets.solvedAt,
  firstResponseDueAt: supportTickets.firstResponseDueAt,
  resolutionDueAt: supportTickets.resolutionDueAt,
  firstResponseLeftMinutes: supportTickets.firstResponseLeftMinutes,
  resolutionLeftMinutes: supportTickets.resolutionLeftMinutes,
  firstResponseBreachedAt: supportTickets.firstResponseBreachedAt,
  resolutionBreachedAt: supportTickets.resolutionBreachedAt,
};

/** Tickets with what their summaries show; add the where, order and limit. */
export function selectTicketRows(db: Pick<Db, "select">) {
  return db
    .select(ticketRowColumns)
    .from(supportTickets)
    .innerJoin(customers, eq(customers.id, supportTickets.customerId))
    .leftJoin(partners, eq(partners.id, supportTickets.partnerId))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId));
}

export type TicketRow = Awaited<ReturnType<ReturnType<typeof selectTicketRows>["execute"]>>[number];

type SlaTargetState = TicketSummary["sla"]["firstResponse"];

/**
 * One target's clock at `now` from its stored columns (schema customer-success.ts): a due time means it runs
 * (breached once the due time has passed); minutes left without a due time mean it is paused; neither means it
 * stopped: met, or breached if its breach was stamped. `stoppedAt` is when it stopped (the first public reply,
 * the solving), from which a late one's overrun is counted.
 */
export function slaTargetAt(
  calendar: BusinessCalendar,
  stored: { dueAt: Date | null; leftMinutes: number | null; breachedAt: Date | null; stoppedAt: Date | null },
  now: Date,
): SlaTargetState {
  const { dueAt, leftMinutes, breachedAt } = stored;
  if (dueAt) {
    const left =
      dueAt > now
        ? businessMinutesBetween(calendar, now, dueAt)
        : -businessMinutesBetween(calendar, dueAt, now);
    const breached = breachedAt !== null || dueAt <= now;
    return {
      state: breached ? "breached" : "running",
      dueAt,
      leftMinutes: left,
      breachedAt: breached ? (breachedAt ?? dueAt) : null,
    };
  }
  if (leftMinutes !== null) {
    return {
      state: breachedAt !== null || leftMinutes < 0 ? "breached" : "paused",
      dueAt: null,
      leftMinutes,
      breachedAt,
    };
  }
  if (breachedAt) {
    const until = stored.stoppedAt && stored.stoppedAt > breachedAt ? stored.stoppedAt : breachedAt;
    return {
      state: "breached",
      dueAt: null,
      leftMinutes: -businessMinutesBetween(calendar, breachedAt, until),
      breachedAt,
    };
  }
  return { state: "met", dueAt: null, leftMinutes: null, breachedAt: null };
}

/** A ticket row as its summary, with its SLA clocks at `now`. */
export function toTicketSummary(row: TicketRow, calendar: BusinessCalendar, now: Date): TicketSummary {
  const solved = row.status === "solved" || row.status === "closed";
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    customer: { id: row.customerId, name: row.customerName },
    partner:
      row.partnerId && row.partnerCompanyName
        ? { id: row.partnerId, companyName: row.partnerCompanyName }
        : null,
    requesterName: row.requesterName,
    priority: row.priority,
    status: row.status,
    assignee: row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    sla: {
      firstResponse: slaTargetAt(
        calendar,
        {
          dueAt: row.firstResponseDueAt,
          leftMinutes: row.firstResponseLeftMinutes,
          breachedAt: row.firstResponseBreachedAt,
          stoppedAt: row.firstRespondedAt ?? (solved ? row.solvedAt : null),
        },
        now,
      ),
      resolution: slaTargetAt(
        calendar,
        {
          dueAt: row.resolutionDueAt,
          leftMinutes: row.resolutionLeftMinutes,
          breachedAt: row.resolutionBreachedAt,
          stoppedAt: solved ? row.solvedAt : null,
        },
        now,
      ),
    },
  };
}

/** Summaries of rows read together, with the calendar in force read once. */
export async function toTicketSummaries(
  db: Pick<Db, "select">,
  rows: readonly TicketRow[],
  now = new Date(),
): Promise<TicketSummary[]> {
  if (rows.length === 0) return [];
  const { calendar } = await loadCustomerSuccessSettings(db);
  return rows.map((row) => toTicketSummary(row, calendar, now));
}

/**
 * One ticket's summary; a partner (scope.partnerId set) reaches only its own partner's tickets, and another's
 * reads as missing (undefined).
 */
export async function readTicketSummary(
  db: Pick<Db, "select">,
  scope: { partnerId: string | null },
  id: string,
  now = new Date(),
): Promise<TicketSummary | undefined> {
  const conditions: SQL[] = [eq(supportTickets.id, id)];
  if (scope.partnerId !== null) conditions.push(eq(supportTickets.partnerId, scope.partnerId));
  const rows = await selectTicketRows(db)
    .where(and(...conditions))
    .limit(1);
  const [summary] = await toTicketSummaries(db, rows, now);
  return summary;
}

/**
 * Queues a ticket webhook event (ticket.created, ticket.solved) with the ticket's summary, as its partner reads
 * it, in the transaction of the change. Tickets without a partner concern no partner's endpoints: none is sent.
 */
export async function emitTicketWebhook(
  tx: Pick<Db, "select" | "insert">,
  type: Extract<WebhookEventType, `ticket.${string}`>,
  ticketId: string,
  now: Date,
): Promise<void> {
  const ticket = await readTicketSummary(tx, { partnerId: null }, ticketId, now);
  if (!ticket?.partner) return;
  await emitWebhookEvent(tx, { type, partnerId: ticket.partner.id, data: { ticket } });
}
