import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type NotificationDraft, notify } from "#server/platform/notifications";
import type { CustomerStatus, TicketPriority } from "#shared/enums";
import {
  BREACH_WINDOW_DAYS,
  type HealthFacts,
  healthScore,
  OPEN_TICKET_STATUSES,
  statusForScore,
} from "#shared/health-score";
import { loadCustomerSuccessSettings } from "./customer-success-settings";

// Health is computed where its inputs change (docs/product/customer-success.md#health): every write to a contact,
// rating, renewal date or ticket calls recomputeHealth in its own transaction, and the daily run recomputes the
// time-based inputs (days since contact, days to renewal, the breach window) for everyone.

/** Customers read and written per statement: the daily run passes the whole book through here. */
export const RECOMPUTE_BATCH = 1000;

const DAY_SECONDS = 24 * 60 * 60;

/** `now` for a statement: the caller's moment, or the database's clock. */
export function momentSql(now?: Date): SQL {
  return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
}

export interface CustomerHealthRow {
  id: string;
  name: string;
  ownerId: string | null;
  status: CustomerStatus;
  healthScore: number;
  facts: HealthFacts;
}

interface FactsRow {
  id: string;
  name: string;
  owner_id: string | null;
  status: CustomerStatus;
  health_score: number;
  days_since_contact: number | string;
  days_to_renewal: number | string | null;
  csm_rating: number | null;
  low: number | string;
  normal: number | string;
  high: number | string;
  urgent: number | string;
  breaches: number | string;
}

/**
 * Each customer's health facts, read in one statement with grouped subqueries over their tickets. With `lock`
 * the customers' rows are held FOR UPDATE (in id order, so two writers never deadlock), so the status read is
 * the one this transaction replaces.
 */
export async function readHealthFacts(
  tx: Pick<Db, "execute">,
  customerIds: readonly string[],
  now?: Date,
  options: { lock?: boolean } = {},
): Promise<CustomerHealthRow[]> {
  if (customerIds.length === 0) return [];
  const at = momentSql(now);
  const ids = sql`${sql.param([...customerIds])}::uuid[]`;
  const today = sql`(${at} at time zone 'UTC')::date`;
  const { rows } = (await tx.execute(sql`
    select c.id, c.name, c.owner_id, c.status, c.health_score, c.csm_rating,
      greatest(0, case when c.last_contact_at is null then ${today} - c.start_date
        else floor(extract(epoch from (${at} - c.last_contact_at)) / ${DAY_SECONDS})::int end) as days_since_contact,
      c.renewal_date - ${today} as days_to_renewal,
      coalesce(open_tickets.low, 0) as low, coalesce(open_tickets.normal, 0) as normal,
      coalesce(open_tickets.high, 0) as high, coalesce(open_tickets.urgent, 0) as urgent,
      coalesce(breaches.count, 0) as breaches
    from customers c
    left join (
      select customer_id,
        count(*) filter (where priority = 'low') as low,
        count(*) filter (where priority = 'normal') as normal,
        count(*) filter (where priority = 'high') as high,
        count(*) filter (where priority = 'urgent') as urgent
      from support_tickets
      where customer_id = any(${ids})
        and status in (${sql.join(
          OPEN_TICKET_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
      group by customer_id
    ) open_tickets on open_tickets.customer_id = c.id
    left join (
      -- Each breach stamp of the window counts once: a ticket that missed both targets counts twice.
      select customer_id,
        count(*) filter (where first_response_breached_at > ${at} - ${BREACH_WINDOW_DAYS} * interval '1 day'
          and first_response_breached_at <= ${at})
        + count(*) filter (where resolution_breached_at > ${at} - ${BREACH_WINDOW_DAYS} * interval '1 day'
          and resolution_breached_at <= ${at}) as count
      from support_tickets
      where customer_id = any(${ids})
        and (first_response_breached_at is not null or resolution_breached_at is not null)
      group by customer_id
    ) breaches on breaches.customer_id = c.id
    where c.id = any(${ids})
    order by c.id
    ${options.lock ? sql`for update of c` : sql``}`)) as unknown as { rows: FactsRow[] };
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ownerId: row.owner_id,
    status: row.status,
    healthScore: Number(row.health_score),
    facts: {
      daysSinceContact: Number(row.days_since_contact),
      openTickets: {
        low: Number(row.low),
        normal: Number(row.normal),
        high: Number(row.high),
        urgent: Number(row.urgent),
      } satisfies Record<TicketPriority, number>,
      breachesLast90Days: Number(row.breaches),
      daysToRenewal: row.days_to_renewal === null ? null : Number(row.days_to_renewal),
      csmRating: row.csm_rating,
    },
  }));
}

/** What a customer's owner reads when its health turns red. */
export const customerAtRiskNotice = (customer: {
  id: string;
  name: string;
  score: number;
}): NotificationDraft => ({
  kind: "customer_at_risk",
  message: `${customer.name} turned red: health score ${customer.score}.`,
  subjectId: customer.id,
  // Nobody's action: the owner is told even when their own change tipped the score.
  actorUserId: null,
});

export interface RecomputeResult {
  /** Customers whose score or status changed. */
  changed: number;
  /** Customers that turned at risk in this write (their owners were told). */
  turnedRed: number;
}

/**
 * Recomputes the customers' health scores and statuses from their facts and the weights in force, inside the
 * caller's transaction. Rows are locked while read, so the status replaced is the stored one: a customer that
 * turns at risk in this write tells its owner once, and a concurrent write sees the new status and stays quiet.
 * Churned customers keep their status (their score still follows the inputs). The score is computed, not an
 * edit, so updated_at stays as the last person's change left it.
 */
export async function recomputeHealth(
  tx: Pick<Db, "execute" | "select">,
  customerIds: readonly string[],
  now?: Date,
): Promise<RecomputeResult> {
  const result: RecomputeResult = { changed: 0, turnedRed: 0 };
  if (customerIds.length === 0) return result;
  const { healthWeights } = await loadCustomerSuccessSettings(tx);
  const unique = [...new Set(customerIds)].sort();
  for (let start = 0; start < unique.length; start += RECOMPUTE_BATCH) {
    const rows = await readHealthFacts(tx, unique.slice(start, start + RECOMPUTE_BATCH), now, { lock: true });
    const changes = rows.flatMap((row) => {
      const { score } = healthScore(row.facts, healthWeights);
      const status = statusForScore(score, row.status);
      return score === row.healthScore && status === row.status ? [] : [{ row, score, status }];
    });
    if (changes.length === 0) continue;
    await tx.execute(sql`
      update customers set health_score = changed.score, status = changed.status
      from unnest(
        ${sql.param(changes.map((c) => c.row.id))}::uuid[],
        ${sql.param(changes.map((c) => c.score))}::int[],
        ${sql.param(changes.map((c) => c.status))}::customer_status[]
      ) as changed(id, score, status)
      where customers.id = changed.id`);
    result.changed += changes.length;
    for (const { row, score, status } of changes) {
      if (status !== "at_risk" || row.status === "at_risk") continue;
      result.turnedRed += 1;
      if (row.ownerId)
        await notify(tx, [row.ownerId], customerAtRiskNotice({ id: row.id, name: row.name, score }));
    }
  }
  return result;
}
