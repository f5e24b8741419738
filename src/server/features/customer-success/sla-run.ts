import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { ticketEvents } from "#server/db/schema/index";
import { holdersOf, notify, type Recipients } from "#server/platform/notifications";
import { type SlaTargetName, ticketSlaBreachedNotice, ticketSlaWarningNotice } from "./notification-messages";
import { recomputeHealth } from "./recompute-health";

// The SLA run (decision 0045): every app server runs it every minute; each warning and breach is stamped by one
// UPDATE ... WHERE <stamp> IS NULL, and told in the transaction that stamped it, so only the server whose update
// took the row tells anyone.

/** Tickets stamped per statement: a run that fell behind catches up in batches of this many. */
const STAMP_BATCH = 500;

type Tx = Pick<Db, "execute" | "select" | "insert">;

interface StampedTicket {
  id: string;
  number: number;
  subject: string;
  customer_id: string;
  assignee_id: string | null;
  /** When it happened: the due time passed, or the moment 80% was used. */
  at: Date;
  /** Only warnings: whether the resolution is past due as well (then the breach says it). */
  overdue?: boolean;
}

/** Each stamp: its column, the time it passed, and the partial index's condition that finds it. */
const STAMPS = {
  first_response: {
    column: sql.raw("first_response_breached_at"),
    due: sql.raw("first_response_due_at"),
  },
  resolution: { column: sql.raw("resolution_breached_at"), due: sql.raw("resolution_due_at") },
  warning: { column: sql.raw("warned_at"), due: sql.raw("resolution_warn_at") },
} as const;

type StampName = keyof typeof STAMPS;

/**
 * Stamps one kind of SLA event on the tickets whose time for it has passed (of `ticketIds` only, when given):
 * the rows a concurrent run holds are skipped, and the WHERE stamp IS NULL keeps a row from being stamped twice.
 * A breach is stamped with the moment it happened (the due time), a warning with its own moment.
 */
async function stamp(tx: Tx, name: StampName, now: Date, ticketIds?: readonly string[]) {
  const { column, due } = STAMPS[name];
  const only = ticketIds ? sql`and id = any(${sql.param([...ticketIds])}::uuid[])` : sql``;
  const { rows } = (await tx.execute(sql`
    update support_tickets set ${column} = ${due}
    where id in (
      select id from support_tickets
      where ${column} is null and ${due} is not null and ${due} <= ${now.toISOString()}::timestamptz ${only}
      order by ${due}
      limit ${STAMP_BATCH}
      for update skip locked
    ) and ${column} is null
    returning id, number, subject, customer_id, assignee_id, ${due} as at,
      resolution_due_at is not null and resolution_due_at <= ${now.toISOString()}::timestamptz as overdue`)) as unknown as {
    rows: (Omit<StampedTicket, "at"> & { at: Date | string })[];
  };
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/** The assignee, if any, beside the holders of manage_customers. */
function assigneeAndManagers(assigneeId: string | null): Recipients {
  return assigneeId
    ? sql`${holdersOf("manage_customers")} union select ${assigneeId}::text`
    : holdersOf("manage_customers");
}

/**
 * Writes what stamped tickets are told, in the stamping transaction: each stamp's event in the ticket's history
 * (internal), its notifications (a warning the assignee; a breach the assignee and the holders of
 * manage_customers), and the health of the customers whose breach count changed.
 */
async function tellStamped(
  tx: Tx,
  warned: readonly StampedTicket[],
  breaches: readonly { target: SlaTargetName; ticket: StampedTicket }[],
  now: Date,
) {
  const events = [
    ...warned.map((ticket) => ({ ticket, kind: "sla_warning" as const, target: "resolution" as const })),
    ...breaches.map(({ ticket, target }) => ({ ticket, kind: "sla_breached" as const, target })),
  ];
  if (events.length === 0) return;
  await tx.insert(ticketEvents).values(
    events.map(({ ticket, kind, target }) => ({
      ticketId: ticket.id,
      kind,
      public: false,
      data: { target },
      createdAt: ticket.at,
    })),
  );
  for (const ticket of warned) {
    // A run that fell behind past the due time tells of the breach alone.
    if (ticket.assignee_id && !ticket.overdue) {
      await notify(tx, [ticket.assignee_id], ticketSlaWarningNotice(ticket));
    }
  }
  for (const { ticket, target } of breaches) {
    await notify(tx, assigneeAndManagers(ticket.assignee_id), ticketSlaBreachedNotice(ticket, target));
  }
  await recomputeHealth(
    tx,
    breaches.map(({ ticket }) => ticket.customer_id),
    now,
  );
}

/**
 * Stamps the warnings and breaches whose time has passed by the stored due times (of `ticketIds` only, when
 * given), in the caller's transaction, and tells of them (tellStamped). Returns how many tickets were stamped
 * with each.
 */
export async function stampSlaEvents(tx: Tx, now: Date, ticketIds?: readonly string[]) {
  const warned = await stamp(tx, "warning", now, ticketIds);
  const breaches: { target: SlaTargetName; ticket: StampedTicket }[] = [];
  for (const target of ["first_response", "resolution"] as const) {
    for (const ticket of await stamp(tx, target, now, ticketIds)) breaches.push({ target, ticket });
  }
  await tellStamped(tx, warned, breaches, now);
  return { warned: warned.length, breached: breaches.length };
}

/**
 * Stamps breaches the clock found in a ticket's history that no due time will bring to the run: a target met or
 * paused past its minutes once the ticket's priority asked for less. Each is stamped with the moment the clock
 * gives, once (WHERE stamp IS NULL), and told as the run tells its own.
 */
export async function stampClockBreaches(
  tx: Tx,
  ticketId: string,
  breaches: readonly { target: SlaTargetName; at: Date }[],
  now: Date,
) {
  const stamped: { target: SlaTargetName; ticket: StampedTicket }[] = [];
  for (const breach of breaches) {
    const { column } = STAMPS[breach.target];
    const { rows } = (await tx.execute(sql`
      update support_tickets set ${column} = ${breach.at.toISOString()}::timestamptz
      where id = ${ticketId} and ${column} is null
      returning id, number, subject, customer_id, assignee_id`)) as unknown as {
      rows: Omit<StampedTicket, "at">[];
    };
    for (const row of rows) stamped.push({ target: breach.target, ticket: { ...row, at: breach.at } });
  }
  await tellStamped(tx, [], stamped, now);
}

/**
 * One SLA run: stamps every warning and breach due by `now`, a batch per transaction until none is left, so
 * a batch's notifications exist exactly when its stamps do. Safe on every app server at once.
 */
export async function runSlaChecks(
  deps: { db: Db },
  now = new Date(),
): Promise<{ warned: number; breached: number }> {
  const total = { warned: 0, breached: 0 };
  for (;;) {
    const done = await deps.db.transaction((tx) => stampSlaEvents(tx, now));
    total.warned += done.warned;
    total.breached += done.breached;
    if (done.warned < STAMP_BATCH && done.breached < STAMP_BATCH) return total;
  }
}
