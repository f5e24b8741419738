// The ranking's kept figures (migration 0019, decision 0038) against a fresh sum of the deals and payouts, after
// random inserts, changes of status, value, partner and time, deletes, renames and windows left behind by time;
// and the ranking read from them against the ranking summed from every deal and payout, page by page.
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client";
import { commissionPayouts, partnerDeals, partners } from "#server/db/schema/index";
import {
  PERFORMANCE_PERIODS,
  type PerformancePeriod,
  type PerformanceSort,
} from "#shared/contracts/performance";
import { DEAL_STATUSES } from "#shared/enums";
import { createDeal } from "#tests/factories/deals";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { listPerformanceRanking } from "./list-performance-ranking";
import { periodStart } from "./period-start";

let testDatabase: TestDatabase;
const db = (): Db => testDatabase.database.db;
const rowsOf = async <Row>(statement: ReturnType<typeof sql>) =>
  ((await db().execute(statement)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.dispose();
});

const SORTS: PerformanceSort[] = ["dealsWon", "wonValue", "commissionEarned"];
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const started = Date.now();
const now = new Date(started);
/** The first of the 12 whole UTC months, where 12m starts. */
const twelveMonthsStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1);

/**
 * A time near where a period starts or ends a kept day, at least ten minutes from either, so that the time the
 * test takes moves nothing across: around 30 and 90 days back, the day before them, the 12 months' first day,
 * today and long ago.
 */
const when = fc
  .tuple(
    fc.constantFrom(started - 30 * DAY, started - 90 * DAY, twelveMonthsStart, started, started - 700 * DAY),
    fc.integer({ min: -30, max: 30 }),
    fc.constantFrom(-1, 1),
  )
  .map(([base, hours, side]) => new Date(base + hours * HOUR + side * 10 * 60 * 1000));

const money = fc.integer({ min: 0, max: 1_000_000 }).map((cents) => (cents / 100).toFixed(2));

type Step =
  | { kind: "deal"; partner: number; status: (typeof DEAL_STATUSES)[number]; value: string; at: Date }
  | { kind: "payout"; deal: number; amount: string; paid: boolean; at: Date }
  | { kind: "dealStatus"; deal: number; status: (typeof DEAL_STATUSES)[number] }
  | { kind: "dealValue"; deal: number; value: string }
  | { kind: "dealPartner"; deal: number; partner: number }
  | { kind: "dealTime"; deal: number; at: Date }
  | { kind: "partnerDeals"; partner: number; status: (typeof DEAL_STATUSES)[number] }
  | { kind: "payoutPaid"; payout: number; paid: boolean }
  | { kind: "payoutAmount"; payout: number; amount: string }
  | { kind: "payoutPartner"; payout: number; partner: number }
  | { kind: "payoutTime"; payout: number; at: Date }
  | { kind: "deletePayout"; payout: number }
  | { kind: "deleteDeal"; deal: number }
  | { kind: "partnerStatus"; partner: number; status: "active" | "suspended" | "pending" | "rejected" }
  | { kind: "rename"; partner: number; name: string }
  | { kind: "leftBehind"; days: number };

const index = fc.nat({ max: 1000 });
const status = fc.constantFrom(...DEAL_STATUSES);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant("deal" as const),
      partner: index,
      status,
      value: money,
      at: when,
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("payout" as const),
      deal: index,
      amount: money,
      paid: fc.boolean(),
      at: when,
    }),
    weight: 3,
  },
  fc.record({ kind: fc.constant("dealStatus" as const), deal: index, status }),
  fc.record({ kind: fc.constant("dealValue" as const), deal: index, value: money }),
  fc.record({ kind: fc.constant("dealPartner" as const), deal: index, partner: index }),
  fc.record({ kind: fc.constant("dealTime" as const), deal: index, at: when }),
  fc.record({ kind: fc.constant("partnerDeals" as const), partner: index, status }),
  fc.record({ kind: fc.constant("payoutPaid" as const), payout: index, paid: fc.boolean() }),
  fc.record({ kind: fc.constant("payoutAmount" as const), payout: index, amount: money }),
  fc.record({ kind: fc.constant("payoutPartner" as const), payout: index, partner: index }),
  fc.record({ kind: fc.constant("payoutTime" as const), payout: index, at: when }),
  fc.record({ kind: fc.constant("deletePayout" as const), payout: index }),
  fc.record({ kind: fc.constant("deleteDeal" as const), deal: index }),
  fc.record({
    kind: fc.constant("partnerStatus" as const),
    partner: index,
    status: fc.constantFrom("active" as const, "suspended" as const, "pending" as const, "rejected" as const),
  }),
  // Few names, so that partners tie on the name as well as on their figures.
  fc.record({
    kind: fc.constant("rename" as const),
    partner: index,
    name: fc.constantFrom("Alpha", "Beta", "alpha"),
  }),
  fc.record({ kind: fc.constant("leftBehind" as const), days: fc.integer({ min: 1, max: 40 }) }),
);

const pick = <T>(items: T[], n: number): T | undefined => items[n % Math.max(items.length, 1)];

async function apply(each: Step, partnerList: TestPartner[]): Promise<void> {
  const deals = await db().select({ id: partnerDeals.id }).from(partnerDeals).orderBy(partnerDeals.id);
  const payouts = await db()
    .select({ id: commissionPayouts.id })
    .from(commissionPayouts)
    .orderBy(commissionPayouts.id);
  const deal = "deal" in each ? pick(deals, each.deal)?.id : undefined;
  const payout = "payout" in each ? pick(payouts, each.payout)?.id : undefined;
  const partner = "partner" in each ? pick(partnerList, each.partner) : undefined;
  switch (each.kind) {
    case "deal":
      if (partner)
        await createDeal(db(), { partner, status: each.status, dealValue: each.value, submittedAt: each.at });
      return;
    case "payout": {
      if (!deal) return;
      const [row] = await db().select().from(partnerDeals).where(eq(partnerDeals.id, deal));
      if (!row) return;
      await db()
        .insert(commissionPayouts)
        .values({
          partnerId: row.partnerId,
          dealId: row.id,
          dealValue: row.dealValue,
          commissionRate: "10.00",
          commissionAmount: each.amount,
          status: each.paid ? "paid" : "pending",
          paidAt: each.paid ? each.at : null,
          createdAt: each.at,
        })
        .onConflictDoNothing();
      return;
    }
    case "dealStatus":
      if (deal) await db().update(partnerDeals).set({ status: each.status }).where(eq(partnerDeals.id, deal));
      return;
    case "dealValue":
      if (deal)
        await db().update(partnerDeals).set({ dealValue: each.value }).where(eq(partnerDeals.id, deal));
      return;
    case "dealPartner":
      if (deal && partner)
        await db().update(partnerDeals).set({ partnerId: partner.id }).where(eq(partnerDeals.id, deal));
      return;
    case "dealTime":
      if (deal)
        await db().update(partnerDeals).set({ submittedAt: each.at }).where(eq(partnerDeals.id, deal));
      return;
    case "partnerDeals":
      // One statement changing several deals at once.
      if (partner)
        await db()
          .update(partnerDeals)
          .set({ status: each.status })
          .where(eq(partnerDeals.partnerId, partner.id));
      return;
    case "payoutPaid":
      if (payout)
        await db()
          .update(commissionPayouts)
          .set(each.paid ? { status: "paid", paidAt: now } : { status: "pending", paidAt: null })
          .where(eq(commissionPayouts.id, payout));
      return;
    case "payoutAmount":
      if (payout)
        await db()
          .update(commissionPayouts)
          .set({ commissionAmount: each.amount })
          .where(eq(commissionPayouts.id, payout));
      return;
    case "payoutPartner":
      if (payout && partner)
        await db()
          .update(commissionPayouts)
          .set({ partnerId: partner.id })
          .where(eq(commissionPayouts.id, payout));
      return;
    case "payoutTime":
      if (payout)
        await db()
          .update(commissionPayouts)
          .set({ createdAt: each.at })
          .where(eq(commissionPayouts.id, payout));
      return;
    case "deletePayout":
      if (payout) await db().delete(commissionPayouts).where(eq(commissionPayouts.id, payout));
      return;
    case "deleteDeal":
      if (deal) {
        await db().delete(commissionPayouts).where(eq(commissionPayouts.dealId, deal));
        await db().delete(partnerDeals).where(eq(partnerDeals.id, deal));
      }
      return;
    case "partnerStatus":
      if (partner)
        await db().update(partners).set({ status: each.status }).where(eq(partners.id, partner.id));
      return;
    case "rename":
      if (partner)
        await db().update(partners).set({ companyName: each.name }).where(eq(partners.id, partner.id));
      return;
    case "leftBehind":
      await leaveWindowsBehind(each.days);
      return;
  }
}

/**
 * As if the ranking had last been read some days ago: every window starts that much earlier, the 12 months a
 * month earlier, and the figures are those kept from there, so the next read must move them forward.
 */
async function leaveWindowsBehind(days: number): Promise<void> {
  await db().execute(sql`
    update performance_windows set starts_at = case period
      when '12m' then (date_trunc('month', starts_at at time zone 'UTC') - interval '1 month') at time zone 'UTC'
      else starts_at - ${days} * interval '1 day' end
    where period <> 'all'`);
  await db().execute(sql`
    update partner_performance set deals_won = 0, deals_lost = 0, won_value = 0, commission_earned = 0,
      commission_paid = 0
    where period <> 'all'`);
  await db().execute(sql`
    update partner_performance kept set deals_won = fresh.won, deals_lost = fresh.lost,
      won_value = fresh.won_value, commission_earned = fresh.earned, commission_paid = fresh.paid
    from performance_windows w, performance_between(w.starts_at, 'infinity') fresh
    where w.period <> 'all' and kept.period = w.period and kept.partner_id = fresh.partner_id`);
}

/** Rows where the kept figures differ from a fresh sum from each window's start: none when they agree. */
const keptAgainstFresh = () =>
  rowsOf<Record<string, unknown>>(sql`
    with fresh as (
      select w.period, p.id as partner_id, p.status in ('active', 'suspended') as ranked, p.company_name,
        coalesce(f.won, 0) as deals_won, coalesce(f.lost, 0) as deals_lost, coalesce(f.won_value, 0) as won_value,
        coalesce(f.earned, 0) as commission_earned, coalesce(f.paid, 0) as commission_paid
      from performance_windows w cross join partners p
      left join lateral (
        select * from performance_between(w.starts_at, 'infinity') b where b.partner_id = p.id
      ) f on true
    ),
    kept as (
      select period, partner_id, ranked, company_name, deals_won, deals_lost, won_value, commission_earned,
        commission_paid
      from partner_performance
    )
    (select 'kept' as side, * from (select * from kept except select * from fresh) k)
    union all
    (select 'fresh' as side, * from (select * from fresh except select * from kept) f)`);

/** The ranking as summed from every deal and payout of the period, by the same rules. */
async function summedRanking(period: PerformancePeriod, sort: PerformanceSort) {
  const start = periodStart(period) ?? sql`'-infinity'::timestamptz`;
  const measure = { dealsWon: "won", wonValue: "won_value", commissionEarned: "earned" }[sort];
  return rowsOf<Record<string, unknown>>(sql`
    with d as (
      select partner_id, count(*) filter (where status = 'closed_won') as won,
        count(*) filter (where status = 'closed_lost') as lost,
        sum(deal_value) filter (where status = 'closed_won') as won_value
      from partner_deals where submitted_at >= ${start} group by partner_id
    ),
    p as (
      select partner_id, sum(commission_amount) as earned,
        sum(commission_amount) filter (where status = 'paid') as paid
      from commission_payouts where created_at >= ${start} group by partner_id
    ),
    figures as (
      select pa.id, pa.company_name, coalesce(d.won, 0)::int as won, coalesce(d.lost, 0)::int as lost,
        coalesce(d.won_value, 0) as won_value, coalesce(p.earned, 0) as earned, coalesce(p.paid, 0) as paid
      from partners pa left join d on d.partner_id = pa.id left join p on p.partner_id = pa.id
      where pa.status in ('active', 'suspended')
    )
    select (rank() over (order by ${sql.identifier(measure)} desc))::int as "rank", id as "partnerId",
      company_name as "companyName", won as "dealsWon", lost as "dealsLost",
      round(100.0 * won / nullif(won + lost, 0), 1)::float8 as "winRate",
      round(won_value, 2)::text as "wonValue", round(earned, 2)::text as "commissionEarned",
      round(paid, 2)::text as "commissionPaid"
    from figures order by ${sql.identifier(measure)} desc, company_name, id`);
}

async function expectRankingAsSummed(): Promise<void> {
  for (const period of PERFORMANCE_PERIODS) {
    for (const sort of SORTS) {
      const whole = await listPerformanceRanking(db(), { period, sort, page: 1, pageSize: 100 });
      const summed = await summedRanking(period, sort);
      const shown = whole.items.map(({ tier: _tier, ...row }) => row);
      expect(shown, `${period} by ${sort}`).toEqual(summed);
      // Pages of two: the first row's rank is counted, the others follow from their places.
      for (let page = 1; page <= Math.ceil(summed.length / 2); page++) {
        const part = await listPerformanceRanking(db(), { period, sort, page, pageSize: 2 });
        expect(
          part.items.map((row) => [row.rank, row.partnerId]),
          `${period} by ${sort}, page ${page}`,
        ).toEqual(summed.slice((page - 1) * 2, page * 2).map((row) => [row.rank, row.partnerId]));
      }
    }
  }
}

describe("the performance ranking's kept figures", () => {
  it("equal a fresh sum of the deals and payouts after any inserts, changes and deletes, and rank as summed", async () => {
    const partnerList = [
      await createPartner(db(), { companyName: "Alpha" }),
      await createPartner(db(), { companyName: "Beta" }),
      await createPartner(db(), { companyName: "Alpha" }),
      await createPartner(db(), { companyName: "Gamma", status: "suspended" }),
      await createPartner(db(), { companyName: "Applicant", status: "pending" }),
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        for (const each of steps) await apply(each, partnerList);
        await expectRankingAsSummed();
        expect(await keptAgainstFresh()).toEqual([]);
      }),
      { numRuns: Number(process.env.FIGURES_RUNS ?? 10) },
    );
    // Each run checks twelve rankings page by page: minutes on a busy machine.
  }, 300_000);

  it("adds every one of concurrent transactions' deals and payouts to the same partner", async () => {
    const partner = await createPartner(db(), { companyName: "Busy Partner" });
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        db().transaction(async (tx) => {
          const [deal] = await tx
            .insert(partnerDeals)
            .values({
              partnerId: partner.id,
              companyName: `Concurrent Customer ${n}`,
              contactPerson: "Dana Buyer",
              dealValue: "100.00",
              status: "closed_won",
            })
            .returning();
          if (!deal) throw new Error("deal not inserted");
          await tx.insert(commissionPayouts).values({
            partnerId: partner.id,
            dealId: deal.id,
            dealValue: "100.00",
            commissionRate: "10.00",
            commissionAmount: "10.00",
          });
        }),
      ),
    );
    const kept = await rowsOf(sql`
      select deals_won, round(won_value, 2)::text as won_value, round(commission_earned, 2)::text as earned
      from partner_performance where partner_id = ${partner.id} and period = 'all'`);
    expect(kept).toEqual([{ deals_won: 20, won_value: "2000.00", earned: "200.00" }]);
    expect(await keptAgainstFresh()).toEqual([]);
  });
});
