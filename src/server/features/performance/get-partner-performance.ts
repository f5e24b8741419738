import { count, gte, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { commissionPayouts, partnerDeals } from "#server/db/schema/index";
import { ownRows, type PartnerScope } from "#server/platform/partner-scope";
import type { MyPerformance, PerformancePeriod } from "#shared/contracts/performance";
import { noDealsByStatus } from "#shared/deal-transitions";
import type { DealStatus } from "#shared/enums";
import { monthsFrom } from "./months";
import {
  commissionEarnedSum,
  commissionPaidSum,
  dealsIn,
  dealsLost,
  dealsWon,
  money,
  winRateNumber,
  winRateOf,
  wonValueSum,
} from "./performance-sums";
import { periodStart } from "./period-start";

/** The calendar month (UTC) of a time, `YYYY-MM`. */
const monthOf = (time: SQLWrapper) =>
  sql<string>`to_char(date_trunc('month', (${time}) at time zone 'UTC'), 'YYYY-MM')`;

/**
 * A partner's own performance over a period (docs/product/deals.md#performance-tracking): its deals submitted
 * in the period by status and by month, its win rate and value won, and the commission of payouts made in the
 * period, earned and paid. Every figure is an aggregate computed by PostgreSQL over the partner's own rows;
 * the deals' index on (partner_id, submitted_at) finds them (EXPLAIN: an index scan of the period, no new index).
 */
export async function getPartnerPerformance(
  db: Pick<Db, "select">,
  scope: PartnerScope,
  input: { period: PerformancePeriod },
): Promise<MyPerformance> {
  const start = periodStart(input.period);
  const inPeriod = start ? gte(partnerDeals.submittedAt, start) : undefined;
  const month = monthOf(partnerDeals.submittedAt);
  const [[totals], monthRows, [commission]] = await Promise.all([
    db
      .select({
        totalDeals: count(),
        submitted: dealsIn("submitted"),
        in_review: dealsIn("in_review"),
        approved: dealsIn("approved"),
        closed_won: dealsIn("closed_won"),
        closed_lost: dealsIn("closed_lost"),
        returned: dealsIn("returned"),
        withdrawn: dealsIn("withdrawn"),
        expired: dealsIn("expired"),
        winRate: winRateOf(dealsWon, dealsLost),
        wonValue: money(wonValueSum),
        firstMonth: monthOf(start ?? sql`now()`),
        currentMonth: monthOf(sql`now()`),
      })
      .from(partnerDeals)
      .where(ownRows(scope, partnerDeals, inPeriod)),
    db
      .select({ month, status: partnerDeals.status, deals: count() })
      .from(partnerDeals)
      .where(ownRows(scope, partnerDeals, inPeriod))
      .groupBy(month, partnerDeals.status),
    db
      .select({ earned: money(commissionEarnedSum), paid: money(commissionPaidSum) })
      .from(commissionPayouts)
      .where(ownRows(scope, commissionPayouts, start ? gte(commissionPayouts.createdAt, start) : undefined)),
  ]);

  const byMonth = new Map<string, Record<DealStatus, number>>();
  for (const row of monthRows) {
    const counts = byMonth.get(row.month) ?? noDealsByStatus();
    counts[row.status] = row.deals;
    byMonth.set(row.month, counts);
  }
  const current = totals?.currentMonth ?? "";
  // All time starts at the partner's first deal; a period at its own start.
  const [first = current] = [totals?.firstMonth ?? current, ...byMonth.keys()].sort();
  const months = monthsFrom(first, current).map((key) => ({
    month: key,
    byStatus: byMonth.get(key) ?? noDealsByStatus(),
  }));
  return {
    period: input.period,
    totalDeals: totals?.totalDeals ?? 0,
    byStatus: {
      submitted: totals?.submitted ?? 0,
      in_review: totals?.in_review ?? 0,
      approved: totals?.approved ?? 0,
      closed_won: totals?.closed_won ?? 0,
      closed_lost: totals?.closed_lost ?? 0,
      returned: totals?.returned ?? 0,
      withdrawn: totals?.withdrawn ?? 0,
      expired: totals?.expired ?? 0,
    },
    months,
    winRate: winRateNumber(totals?.winRate ?? null),
    wonValue: totals?.wonValue ?? "0.00",
    commissionEarned: commission?.earned ?? "0.00",
    commissionPaid: commission?.paid ?? "0.00",
  };
}
