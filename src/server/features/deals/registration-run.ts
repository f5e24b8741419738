import { type SQL, sql } from "drizzle-orm";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { partnerDeals } from "#server/db/schema/index";
import { holdersOf, notify } from "#server/platform/notifications";
import { formatDate } from "#shared/format";
import { expiryNote } from "#shared/registration-notes";
import { queueDealStatusMail } from "./deal-status-mail";
import { dealExpiringNotice, dealReviewOverdueNotice } from "./notification-messages";
import { recordDealMove } from "./record-deal-move";
import { queueReviewOverdueMail } from "./review-overdue-mail";

// The programme's run (docs/product/programme.md#the-programme-run, decision 0049): it expires approved deals
// whose registration ran out, reminds the member who registered a deal before it expires, and tells reviewers of
// deals past their review deadline. Every app server runs it each round; each deal is claimed with FOR UPDATE
// SKIP LOCKED and changed out of the claim's condition, so a deal is expired, reminded or escalated exactly once
// however many servers run at once, and a run repeated finds nothing left. Batches are short transactions.

const BATCH = 200;

export interface RegistrationRunResult {
  expired: number;
  reminded: number;
  escalated: number;
}

interface Claimed {
  id: string;
  partner_id: string;
  partner_name: string;
  company_name: string;
  deal_value: string;
  submitted_by: string | null;
  expires_at: Date | string | null;
  extension_requested: boolean;
}

/** Claims up to a batch of deals `where` picks, oldest deadline first, skipping those another server holds. */
async function claim(tx: Pick<Db, "execute">, where: SQL, order: SQL): Promise<Claimed[]> {
  const { rows } = (await tx.execute(sql`
    select d.id, d.partner_id, p.company_name as partner_name, d.company_name, d.deal_value::text as deal_value,
      d.submitted_by, d.expires_at, d.extension_requested_at is not null as extension_requested
    from partner_deals d join partners p on p.id = d.partner_id
    where ${where}
    order by ${order}
    limit ${BATCH}
    for update of d skip locked`)) as unknown as { rows: Claimed[] };
  return rows;
}

/** Runs `batch` in its own transaction until it claims nothing; the total it reports. */
async function drain(db: Db, batch: (tx: Db) => Promise<number>, signal?: AbortSignal): Promise<number> {
  let total = 0;
  for (;;) {
    if (signal?.aborted) return total;
    const done = await db.transaction((tx) => batch(tx as unknown as Db));
    if (done === 0) return total;
    total += done;
  }
}

/**
 * The batch's ids for one UPDATE of them all. One statement, not one a deal: the analytics counters' trigger then
 * takes its rows in key order once, so two servers' batches wait for each other instead of deadlocking.
 */
const idsOf = (deals: Claimed[]) => sql`${sql.param(deals.map((deal) => deal.id))}::uuid[]`;

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The member who registered the deal while still its partner's; else the partner's admins. */
function submitterOrAdmins(partnerId: string, submittedBy: string | null): SQL {
  return sql`select m.user_id from partner_members m
    where m.partner_id = ${partnerId}::uuid and m.user_id = ${submittedBy}
    union
    select a.user_id from partner_members a
    where a.partner_id = ${partnerId}::uuid and a.role = 'partner_admin'
      and not exists (select 1 from partner_members s
        where s.partner_id = ${partnerId}::uuid and s.user_id = ${submittedBy})`;
}

/** One round of the run at `now` (the database's clock by default). */
export async function runRegistrations(
  deps: { db: Db; config: Config; signal?: AbortSignal },
  now: Date,
): Promise<RegistrationRunResult> {
  const { db, config, signal } = deps;
  const at = sql`${now.toISOString()}::timestamptz`;

  const expired = await drain(
    db,
    async (tx) => {
      const deals = await claim(tx, sql`d.status = 'approved' and d.expires_at <= ${at}`, sql`d.expires_at`);
      // An expired deal leaves its co-selling pair; the other deal learns it at its own next move (co-sell.ts).
      await tx.execute(sql`update ${partnerDeals} set status = 'expired', extension_requested_at = null,
        extension_reason = null, co_sell_deal_id = null, co_sell_share = null where id = any(${idsOf(deals)})`);
      for (const deal of deals) {
        const moved = {
          id: deal.id,
          partnerId: deal.partner_id,
          companyName: deal.company_name,
          submittedBy: deal.submitted_by,
        };
        await recordDealMove(tx, {
          deal: moved,
          from: "approved",
          to: "expired",
          actorUserId: null,
          note: expiryNote(asDate(deal.expires_at), deal.extension_requested),
        });
        await queueDealStatusMail(tx, config, { ...moved, dealValue: deal.deal_value, status: "expired" });
      }
      return deals.length;
    },
    signal,
  );

  const reminded = await drain(
    db,
    async (tx) => {
      // Due by its own terms' reminder days, stamped at approval (remind_at); not if it expires first.
      const deals = await claim(
        tx,
        sql`d.status = 'approved' and d.reminded_at is null and d.remind_at <= ${at} and d.expires_at > ${at}`,
        sql`d.remind_at`,
      );
      await tx.execute(sql`update ${partnerDeals} set reminded_at = ${at} where id = any(${idsOf(deals)})`);
      for (const deal of deals) {
        const expiresOn = formatDate(asDate(deal.expires_at) ?? now);
        const people = submitterOrAdmins(deal.partner_id, deal.submitted_by);
        await notify(tx, people, dealExpiringNotice({ id: deal.id, customer: deal.company_name, expiresOn }));
        await queueDealStatusMail(
          tx,
          config,
          {
            id: deal.id,
            partnerId: deal.partner_id,
            submittedBy: deal.submitted_by,
            companyName: deal.company_name,
            dealValue: deal.deal_value,
            status: "expiring",
          },
          { expiresOn },
          people,
        );
      }
      return deals.length;
    },
    signal,
  );

  const escalated = await drain(
    db,
    async (tx) => {
      const deals = await claim(
        tx,
        sql`d.escalated_at is null and d.review_due_at <= ${at} and d.status in ('submitted', 'in_review')`,
        sql`d.review_due_at`,
      );
      await tx.execute(sql`update ${partnerDeals} set escalated_at = ${at} where id = any(${idsOf(deals)})`);
      for (const deal of deals) {
        const overdue = { id: deal.id, partnerName: deal.partner_name, customer: deal.company_name };
        await notify(tx, holdersOf("manage_partners"), dealReviewOverdueNotice(overdue));
        await queueReviewOverdueMail(tx, config, overdue);
      }
      return deals.length;
    },
    signal,
  );

  return { expired, reminded, escalated };
}
