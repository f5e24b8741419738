import { count, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partners } from "#server/db/schema/index";
import type { PerformancePeriod, PerformanceRanking, PerformanceSort } from "#shared/contracts/performance";
import { money, winRateNumber, winRateOf } from "./performance-sums";
import { periodStart } from "./period-start";

/** Partners that exist as partners: pending and rejected rows are applications, not partners. */
const RANKED_STATUSES = ["active", "suspended"] as const;

/** Each sort's column of partner_performance, which leads that sort's index after the period. */
const MEASURE: Record<PerformanceSort, SQLWrapper> = {
  dealsWon: sql.identifier("deals_won"),
  wonValue: sql.identifier("won_value"),
  commissionEarned: sql.identifier("commission_earned"),
};

interface RankingRow {
  rank: number;
  partnerId: string;
  companyName: string;
  tier: PerformanceRanking["items"][number]["tier"];
  dealsWon: number;
  dealsLost: number;
  winRate: string | null;
  wonValue: string;
  commissionEarned: string;
  commissionPaid: string;
}

/**
 * Every partner ranked over a period by deals won, value won or commission earned, highest first
 * (docs/product/deals.md#performance-tracking): its deals submitted in the period, by current status, and its
 * payouts made in it. Equal figures share a rank; the name orders them. Partners without a deal in the period
 * rank last with zeros.
 *
 * The figures are kept per partner and period by triggers (migration 0019, decision 0038), so a page is read from
 * the sort's index in ranking order. A window of 30 or 90 days is kept from the start of an hour (UTC): the deals
 * and payouts between it and the period's exact start (under an hour of them) are taken off when read, which can
 * only lower a partner's figures, so the page, and every partner above it, is found among those partners and the
 * first rows of the index. Those rows are read from the index alone and ranked in one pass; only the page's rows
 * are then read from the table (decision 0038).
 */
export async function listPerformanceRanking(
  db: Db,
  input: { period: PerformancePeriod; sort: PerformanceSort; page: number; pageSize: number },
): Promise<PerformanceRanking> {
  const measure = MEASURE[input.sort];
  const offset = (input.page - 1) * input.pageSize;
  const start = periodStart(input.period) ?? sql`'-infinity'::timestamptz`;
  const order = sql`${measure} desc, company_name, partner_id`;

  await db.execute(sql`select performance_windows_roll()`);
  const [{ rows }, [matching]] = await Promise.all([
    // Both drivers answer a raw statement with its rows under `rows`.
    db.execute(sql`
      with left_out as (
        select b.* from performance_windows w, performance_between(w.starts_at, ${start}) b
        where w.period = ${input.period}
      ),
      corrected as (
        select f.partner_id, f.company_name, f.deals_won - l.won as deals_won, f.deals_lost - l.lost as deals_lost,
          f.won_value - l.won_value as won_value, f.commission_earned - l.earned as commission_earned,
          f.commission_paid - l.paid as commission_paid
        from left_out l
        -- Each partner's row by its key (limit 1 keeps it a lookup, not a join reading every partner's row).
        cross join lateral (
          select * from partner_performance
          where partner_id = l.partner_id and period = ${input.period} and ranked
          limit 1
        ) f
      ),
      -- Every partner above a row of the page is among the corrected ones and the others' first rows of the
      -- sort's index, so each row's rank is counted here. The index's rows are read from the index alone (no table
      -- row); each branch is in ranking order (the inner order by keeps the index's through the filter), so the
      -- two are merged, not sorted.
      page as (
        select partner_id, company_name, rank() over (order by ${measure} desc) as "rank"
        from (
          (select partner_id, company_name, ${measure} from corrected order by ${order})
          union all
          (
            select * from (
              select partner_id, company_name, ${measure} from partner_performance
              where period = ${input.period} and ranked
              order by ${order} limit ${offset + input.pageSize} + (select count(*) from left_out)
            ) kept
            where partner_id not in (select partner_id from left_out)
            order by ${order}
          )
        ) candidates
        order by ${order} offset ${offset} limit ${input.pageSize}
      )
      select page.rank::int as "rank", page.partner_id as "partnerId", page.company_name as "companyName",
        (select tier from partners where id = page.partner_id) as tier,
        coalesce(c.deals_won, k.deals_won) as "dealsWon", coalesce(c.deals_lost, k.deals_lost) as "dealsLost",
        ${winRateOf(sql`coalesce(c.deals_won, k.deals_won)`, sql`coalesce(c.deals_lost, k.deals_lost)`)} as "winRate",
        ${money(sql`coalesce(c.won_value, k.won_value)`)} as "wonValue",
        ${money(sql`coalesce(c.commission_earned, k.commission_earned)`)} as "commissionEarned",
        ${money(sql`coalesce(c.commission_paid, k.commission_paid)`)} as "commissionPaid"
      from page
      -- The page's figures: corrected, or else as kept.
      left join corrected c on c.partner_id = page.partner_id
      cross join lateral (
        select * from partner_performance where partner_id = page.partner_id and period = ${input.period} limit 1
      ) k
      order by page.rank, page.company_name, page.partner_id`) as unknown as Promise<{
      rows: RankingRow[];
    }>,
    db
      .select({ total: count() })
      .from(partners)
      .where(inArray(partners.status, [...RANKED_STATUSES])),
  ]);

  return {
    items: rows.map((row) => ({ ...row, winRate: winRateNumber(row.winRate) })),
    total: matching?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
    period: input.period,
    sort: input.sort,
  };
}
