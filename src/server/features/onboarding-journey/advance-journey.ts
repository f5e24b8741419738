import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

// What completes a journey's steps (docs/product/onboarding-journey.md#steps-that-tick-themselves): each kind but
// `manual` is done when the portal holds its fact, at that fact's time. The features where a fact happens
// (signing, saving a profile, inviting, finishing a course, registering a deal) call `advanceJourney` in the
// same transaction; a template change brings every partner up to date. A done step is a row keyed by partner and
// step, so an event seen twice, or by two transactions at once, writes it once.

type Tx = Pick<Db, "execute">;

/**
 * Which partners: one, a chunk of them (bringing every partner up to date), or the one a column of an outer query
 * names (a lateral join).
 */
export type JourneyScope = { partnerId: string } | { partnerIds: string[] } | { partnerColumn: SQL };

const partnersIn = (scope: JourneyScope, column: SQL) => {
  if ("partnerId" in scope) return sql`${column} = ${scope.partnerId}::uuid`;
  if ("partnerIds" in scope) return sql`${column} = any(${sql.param(scope.partnerIds)}::uuid[])`;
  return sql`${column} = ${scope.partnerColumn}`;
};

/**
 * The steps of each partner's journey in scope: its business type's template, or the default (business type
 * null) when its type has none. A partner never approved (an applicant, a rejected one) has no journey yet.
 */
export const journeyStepsOf = (scope: JourneyScope) => sql`
  select p.id as partner_id, s.id as step_id, s.kind, s.course_id, s.position
  from partners p
  join journey_steps s on s.business_type is not distinct from (
    case when exists (select 1 from journey_steps own where own.business_type = p.business_type)
      then p.business_type end)
  where p.first_approved_at is not null and ${partnersIn(scope, sql`p.id`)}`;

/** When each kind's fact first held for the partner `j.partner_id` (and the step's course `j.course_id`). */
const FACT_TIME = sql`case j.kind
  when 'sign_agreement' then
    (select min(a.signed_at) from agreement_signatures a where a.partner_id = j.partner_id)
  when 'complete_profile' then
    (select min(pr.updated_at) from profiles pr join partner_members m on m.user_id = pr.user_id
      where m.partner_id = j.partner_id and coalesce(pr.job_title, '') <> '')
  when 'invite_colleague' then least(
    (select min(i.sent_at) from partner_invitations i where i.partner_id = j.partner_id),
    (select m.created_at from partner_members m where m.partner_id = j.partner_id
      order by m.created_at offset 1 limit 1))
  when 'complete_course' then
    (select min(e.completed_at) from enrollments e join partner_members m on m.user_id = e.user_id
      where m.partner_id = j.partner_id and e.course_id = j.course_id and e.status = 'completed')
  when 'first_deal' then
    (select min(d.submitted_at) from partner_deals d where d.partner_id = j.partner_id)
  end`;

/**
 * Writes the done steps whose facts now hold; those already written stay as they are and are not looked at again.
 * (`offset 0` keeps the facts a subquery of their own, so each is worked out once, not again in the filter.)
 */
async function recordDoneSteps(tx: Tx, scope: JourneyScope): Promise<void> {
  await tx.execute(sql`
    insert into partner_journey_steps (partner_id, step_id, done_at)
    select f.partner_id, f.step_id, f.done_at
    from (
      select j.partner_id, j.step_id, ${FACT_TIME} as done_at
      from (${journeyStepsOf(scope)}) j
      where j.kind <> 'manual'
        and not exists (select 1 from partner_journey_steps d
          where d.partner_id = j.partner_id and d.step_id = j.step_id)
      offset 0) f
    where f.done_at is not null
    on conflict do nothing`);
}

/**
 * Brings the kept figures on `partners` up to date with the done steps: counts, when it last moved, when it was
 * done, and the first deal. A step added to a finished journey reopens it. Only rows whose figures differ are
 * written.
 */
export async function refreshJourneyFigures(tx: Tx, scope: JourneyScope): Promise<void> {
  await tx.execute(sql`
    with figures as (
      select j.partner_id, count(*)::int as total, count(d.step_id)::int as done, max(d.done_at) as last_done
      from (${journeyStepsOf(scope)}) j
      left join partner_journey_steps d on d.partner_id = j.partner_id and d.step_id = j.step_id
      group by j.partner_id),
    next as (
      select scoped.id, coalesce(f.total, 0) as total, coalesce(f.done, 0) as done,
        -- It never moves back (a step unticked), and a template change that gives it other steps restarts it.
        greatest(scoped.journey_moved_at, scoped.first_approved_at, f.last_done,
          case when scoped.journey_total > 0 and coalesce(f.total, 0) <> scoped.journey_total then now() end)
          as moved_at,
        case when f.total > 0 and f.done = f.total
          then coalesce(scoped.journey_completed_at, f.last_done) end as completed_at,
        (select min(d.submitted_at) from partner_deals d where d.partner_id = scoped.id) as first_deal_at
      from partners scoped left join figures f on f.partner_id = scoped.id
      where ${partnersIn(scope, sql`scoped.id`)})
    update partners p set
      journey_total = n.total, journey_done = n.done, journey_moved_at = n.moved_at,
      journey_completed_at = n.completed_at, first_deal_at = n.first_deal_at
    from next n
    where p.id = n.id
      and (p.journey_total, p.journey_done, p.journey_moved_at, p.journey_completed_at, p.first_deal_at)
        is distinct from (n.total, n.done, n.moved_at, n.completed_at, n.first_deal_at)`);
}

/**
 * Locks the partners' rows, in key order, for the rest of the transaction: events of one partner then count in
 * turn and the kept figures match the done steps. NO KEY UPDATE, not UPDATE: the event has usually just written
 * a row that refers to the partner (a deal, an audit entry), which holds KEY SHARE, and two such events each
 * asking for UPDATE would wait for each other.
 */
export async function lockJourneys(tx: Tx, partnerIds: readonly string[]): Promise<void> {
  await tx.execute(sql`select id from partners where id = any(${sql.param([...partnerIds])}::uuid[])
    order by id for no key update`);
}

/** Ticks what the partner's facts now complete, in the caller's transaction, under the partner's lock. */
export async function advanceJourney(tx: Tx, partnerId: string): Promise<void> {
  await lockJourneys(tx, [partnerId]);
  const scope = { partnerId };
  await recordDoneSteps(tx, scope);
  await refreshJourneyFigures(tx, scope);
}

/** Partners one statement of `advanceEveryJourney` brings up to date: well within the statement time limit. */
const EVERY_JOURNEY_CHUNK = 2000;

async function everyPartnerInChunks(db: Tx): Promise<string[][]> {
  const { rows } = (await db.execute(sql`select id from partners order by id`)) as unknown as {
    rows: { id: string }[];
  };
  const chunks: string[][] = [];
  for (let start = 0; start < rows.length; start += EVERY_JOURNEY_CHUNK)
    chunks.push(rows.slice(start, start + EVERY_JOURNEY_CHUNK).map((row) => row.id));
  return chunks;
}

/**
 * One chunk of partners brought up to date under their locks, taken in key order (as every event takes them), so
 * an event committing meanwhile is either seen or waits. The planner cannot foresee how many facts there are, and
 * compiling the statements (JIT) would cost more than running them.
 */
async function advanceChunk(tx: Tx, partnerIds: string[]): Promise<void> {
  await tx.execute(sql`set local jit = off`);
  await lockJourneys(tx, partnerIds);
  await recordDoneSteps(tx, { partnerIds });
  await refreshJourneyFigures(tx, { partnerIds });
}

/** Every partner brought up to date in the caller's transaction, as after a template change. */
export async function advanceEveryJourney(tx: Tx): Promise<void> {
  for (const chunk of await everyPartnerInChunks(tx)) await advanceChunk(tx, chunk);
}

/**
 * Every partner brought up to date, a transaction a chunk (the daily reconciliation): deals and signatures wait
 * for one chunk's locks at most, never for the whole run.
 */
export async function reconcileEveryJourney(db: Db): Promise<void> {
  for (const chunk of await everyPartnerInChunks(db))
    await db.transaction((tx) => advanceChunk(tx as unknown as Tx, chunk));
}

/** The journeys of the partners these people belong to, in key order (as tiers are), each brought up to date. */
export async function advanceMembersJourneys(tx: Tx, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const { rows } = (await tx.execute(sql`
    select distinct partner_id from partner_members where user_id = any(${sql.param([...userIds])}::text[])
    order by partner_id`)) as unknown as { rows: { partner_id: string }[] };
  for (const row of rows) await advanceJourney(tx, row.partner_id);
}
