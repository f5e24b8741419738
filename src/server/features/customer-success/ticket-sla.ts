import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { supportTickets, ticketEvents } from "#server/db/schema/index";
import type { TicketStatus } from "#shared/enums";
import { type SlaTargetClock, slaClock } from "#shared/sla-clock";
import { loadCustomerSuccessSettings } from "./customer-success-settings";
import { stampClockBreaches, stampSlaEvents } from "./sla-run";

// A ticket's stored SLA columns are a cache of its events (decision 0045): every use case that writes a status
// change, the first public staff reply or a priority change calls recomputeTicketSla in its transaction.

type Tx = Pick<Db, "execute" | "select" | "insert" | "update">;

/**
 * The minutes left a target keeps without a due time: while paused, and once breached and stopped (solved, or
 * answered late), its overrun, so a list shows how far past it went without reading the events.
 */
export const storedLeftMinutes = (target: SlaTargetClock): number | null =>
  target.state === "paused" || (target.state === "breached" && target.dueAt === null)
    ? target.leftMinutes
    : null;

/** The history the clock reads: the ticket's creation, its status changes, its first public staff reply. */
async function slaHistory(tx: Pick<Db, "select">, ticketId: string) {
  const [ticket] = await tx
    .select({
      priority: supportTickets.priority,
      createdAt: supportTickets.createdAt,
      firstRespondedAt: supportTickets.firstRespondedAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  if (!ticket) throw new Error(`ticket ${ticketId} is missing`);
  const changes = await tx
    .select({ at: ticketEvents.createdAt, data: ticketEvents.data })
    .from(ticketEvents)
    .where(and(eq(ticketEvents.ticketId, ticketId), eq(ticketEvents.kind, "status_changed")))
    .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.seq));
  return {
    ticket,
    history: {
      createdAt: ticket.createdAt,
      statusChanges: changes.map((change) => ({
        at: change.at,
        status: (change.data as { to: TicketStatus }).to,
      })),
      firstRespondedAt: ticket.firstRespondedAt,
    },
  };
}

/**
 * Recomputes a ticket's SLA columns at `now` from its stored events under the policy of its priority and the
 * calendar in force, in the caller's transaction. A warning or breach whose time passed before this event is
 * stamped (and told) first, from the columns as they stood, so pausing or solving a ticket never hides it; a
 * breach the new clock finds that no due time will bring to the SLA run (a stricter priority on a ticket already
 * answered or paused) is stamped with its moment, once, too.
 */
export async function recomputeTicketSla(tx: Tx, ticketId: string, now: Date): Promise<void> {
  await stampSlaEvents(tx, now, [ticketId]);
  const { ticket, history } = await slaHistory(tx, ticketId);
  const { slaPolicies, calendar } = await loadCustomerSuccessSettings(tx);
  const clock = slaClock(calendar, slaPolicies[ticket.priority], history, now);
  await tx
    .update(supportTickets)
    .set({
      firstResponseDueAt: clock.firstResponse.dueAt,
      resolutionDueAt: clock.resolution.dueAt,
      resolutionWarnAt: clock.resolutionWarnAt,
      firstResponseLeftMinutes: storedLeftMinutes(clock.firstResponse),
      resolutionLeftMinutes: storedLeftMinutes(clock.resolution),
      updatedAt: now,
    })
    .where(eq(supportTickets.id, ticketId));
  await stampClockBreaches(
    tx,
    ticketId,
    (["first_response", "resolution"] as const).flatMap((target) => {
      const { breachedAt, dueAt } = target === "first_response" ? clock.firstResponse : clock.resolution;
      return breachedAt && dueAt === null ? [{ target, at: breachedAt }] : [];
    }),
    now,
  );
}

/**
 * Moves a ticket to another status with its event (internal: the partner sees replies, not staff changes),
 * keeping solved_at: set when it is solved, kept when it is closed, cleared when it is reopened. Returns whether
 * the status changed; the caller recomputes the SLA columns once all of its changes are written.
 */
export async function recordStatusChange(
  tx: Pick<Db, "insert" | "update">,
  ticket: { id: string; status: TicketStatus; solvedAt: Date | null },
  to: TicketStatus,
  actor: { id: string; name: string } | null,
  now: Date,
): Promise<boolean> {
  if (ticket.status === to) return false;
  await tx.insert(ticketEvents).values({
    ticketId: ticket.id,
    kind: "status_changed",
    authorId: actor?.id ?? null,
    authorName: actor?.name ?? null,
    public: false,
    data: { from: ticket.status, to },
    createdAt: now,
  });
  const solvedAt = to === "solved" ? now : to === "closed" ? (ticket.solvedAt ?? now) : null;
  await tx
    .update(supportTickets)
    .set({ status: to, solvedAt, updatedAt: now })
    .where(eq(supportTickets.id, ticket.id));
  return true;
}
