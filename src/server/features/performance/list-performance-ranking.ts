import { asc, count, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { commissionPayouts, partnerDeals, partners } from "#server/db/schema/index";
import type { PerformancePeriod, PerformanceRanking, PerformanceSort } from "#shared/contracts/performance";
import {
  commissionEarnedSum,
  commissionPaidSum,
  dealsLost,
  dealsWon,
  money,
  winRateNumber,
  winRateOf,
  wonValueSum,
} from "./performance-sums";
import { periodStart } from "./period-start";

/** Partners that exist as partners: pending and rejected rows are applications, not partners. */
const RANKED_STATUSES = ["active", "suspended"] as const;

/**
 * Every partner ranked over a period by deals won, value won or commission earned, highest first
 * (docs/product/deals.md#performance-tracking). PostgreSQL sums each partner's deals submitted in the period
 * and its payouts made in it, ranks the partners (equal figures share a rank; the name orders them) and returns
 * one page. Partners without a deal in the period rank last with zeros. A period's deals are found by the
 * index that leads with status and submitted_at (EXPLAIN: a bitmap index scan); all time reads every deal once.
 */
export async function listPerformanceRanking(
  db: Db,
  input: { period: PerformancePeriod; sort: PerformanceSort; page: number; pageSize: number },
): Promise<PerformanceRanking> {
  const start = periodStart(input.period);
  const deals = db.$with("deal_figures").as(
    db
      .select({
        partnerId: partnerDeals.partnerId,
        won: dealsWon.as("won"),
        lost: dealsLost.as("lost"),
        wonValue: sql<string>`coalesce(${wonValueSum}, 0)`.as("won_value"),
      })
      .from(partnerDeals)
      .where(start ? gte(partnerDeals.submittedAt, start) : undefined)
      .groupBy(partnerDeals.partnerId),
  );
  const payouts = db.$with("payout_figures").as(
    db
      .select({
        partnerId: commissionPayouts.partnerId,
        earned: sql<string>`coalesce(${commissionEarnedSum}, 0)`.as("earned"),
        paid: sql<string>`coalesce(${commissionPaidSum}, 0)`.as("paid"),
      })
      .from(commissionPayouts)
      .where(start ? gte(commissionPayouts.createdAt, start) : undefined)
      .groupBy(commissionPayouts.partnerId),
  );
  const won = sql<number>`coalesce(${deals.won}, 0)`;
  const lost = sql<number>`coalesce(${deals.lost}, 0)`;
  const wonValue = sql`coalesce(${deals.wonValue}, 0)`;
  const earned = sql`coalesce(${payouts.earned}, 0)`;
  const measure: Record<PerformanceSort, SQL> = {
    dealsWon: won,
    wonValue,
    commissionEarned: earned,
  };
  const ranked = inArray(partners.status, [...RANKED_STATUSES]);

  const [rows, [matching]] = await Promise.all([
    db
      .with(deals, payouts)
      .select({
        rank: sql<number>`(rank() over (order by ${measure[input.sort]} desc))::int`,
        partnerId: partners.id,
        companyName: partners.companyName,
        tier: partners.tier,
        dealsWon: sql<number>`${won}::int`,
        dealsLost: sql<number>`${lost}::int`,
        winRate: winRateOf(won, lost),
        wonValue: money(wonValue),
        commissionEarned: money(earned),
        commissionPaid: money(sql`${payouts.paid}`),
      })
      .from(partners)
      .leftJoin(deals, eq(deals.partnerId, partners.id))
      .leftJoin(payouts, eq(payouts.partnerId, partners.id))
      .where(ranked)
      .orderBy(desc(measure[input.sort]), asc(partners.companyName), asc(partners.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(partners).where(ranked),
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
