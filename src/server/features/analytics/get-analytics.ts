import { and, gte, inArray, min, sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { type AnalyticsFigure, analyticsMonthly } from "#server/db/schema/index";
import { listPerformanceRanking } from "#server/features/performance/list-performance-ranking";
import { hasAnyPermission } from "#shared/authorization";
import type { Analytics, AnalyticsPeriod } from "#shared/contracts/analytics";
import { DEAL_STATUSES, type DealStatus } from "#shared/enums";

/** How far back "all time" reaches at most: ten years of months. */
const MAX_MONTHS = 120;
const TOP_PARTNERS = 5;
const RANKING_PERIOD = { "3m": "90d", "12m": "12m", all: "all" } as const;

/** "2026-11" of a month's first day. */
const monthKey = (day: Date) => day.toISOString().slice(0, 7);

/** The period's months, oldest first, ending with the current UTC month. */
function monthsOf(period: AnalyticsPeriod, now: Date, earliest: Date | null): string[] {
  const current = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const span =
    period === "3m"
      ? 3
      : period === "12m"
        ? 12
        : earliest
          ? Math.min(
              MAX_MONTHS,
              (current.getUTCFullYear() - earliest.getUTCFullYear()) * 12 +
                current.getUTCMonth() -
                earliest.getUTCMonth() +
                1,
            )
          : 1;
  return Array.from({ length: Math.max(1, span) }, (_, index) =>
    monthKey(new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - (span - 1 - index), 1))),
  );
}

const cents = (value: number) => value.toFixed(2);

/** The median of a histogram of whole days (value → how many), or null when it is empty. */
function medianOf(histogram: Map<number, number>): number | null {
  const total = [...histogram.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const sorted = [...histogram.entries()].sort(([a], [b]) => a - b);
  const at = (position: number) => {
    let seen = 0;
    for (const [days, n] of sorted) {
      seen += n;
      if (seen > position) return days;
    }
    return sorted.at(-1)?.[0] ?? 0;
  };
  return total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}

/**
 * The Analytics tab's figures over a period (docs/product/business-intelligence.md#analytics), read from the
 * monthly figures kept by triggers (migration 0035) and the ranking's kept figures (decision 0038), never by
 * scanning deals, payouts, certificates or tickets. Deals need manage_partners and certificates manage_courses,
 * as their own screens do; tickets are every staff member's.
 */
export async function getAnalytics(
  db: Db,
  caller: Caller,
  input: { period: AnalyticsPeriod },
): Promise<Analytics> {
  const readsDeals = hasAnyPermission(caller.profile, ["manage_partners"]);
  const readsCertificates = hasAnyPermission(caller.profile, ["manage_courses"]);
  const figures: AnalyticsFigure[] = [
    "tickets_opened",
    "tickets_solved",
    ...(readsDeals ? (["deals_submitted", "deals_won", "days_to_close", "commission"] as const) : []),
    ...(readsCertificates ? (["certificates"] as const) : []),
  ];

  const now = new Date();
  let earliest: Date | null = null;
  if (input.period === "all") {
    const [first] = await db
      .select({ month: min(analyticsMonthly.month) })
      .from(analyticsMonthly)
      .where(inArray(analyticsMonthly.figure, figures));
    earliest = first?.month ? new Date(`${first.month}T00:00:00Z`) : null;
  }
  const months = monthsOf(input.period, now, earliest);
  const [rows, ranking] = await Promise.all([
    db
      .select({
        figure: analyticsMonthly.figure,
        month: sql<string>`to_char(${analyticsMonthly.month}, 'YYYY-MM')`,
        dimension: analyticsMonthly.dimension,
        count: analyticsMonthly.count,
        amount: sql<string>`${analyticsMonthly.amount}::text`,
      })
      .from(analyticsMonthly)
      .where(and(inArray(analyticsMonthly.figure, figures), gte(analyticsMonthly.month, `${months[0]}-01`))),
    readsDeals
      ? listPerformanceRanking(db, {
          period: RANKING_PERIOD[input.period],
          sort: "wonValue",
          page: 1,
          pageSize: TOP_PARTNERS,
        })
      : undefined,
  ]);

  const byKey = new Map(rows.map((row) => [`${row.figure}|${row.month}|${row.dimension}`, row]));
  const cell = (figure: AnalyticsFigure, month: string, dimension = "") =>
    byKey.get(`${figure}|${month}|${dimension}`);
  const countOf = (figure: AnalyticsFigure, month: string, dimension = "") =>
    Number(cell(figure, month, dimension)?.count ?? 0);
  const amountOf = (figure: AnalyticsFigure, month: string, dimension = "") =>
    Number(cell(figure, month, dimension)?.amount ?? 0);

  const tickets = months.map((month) => {
    const met = countOf("tickets_solved", month, "met");
    const solved = met + countOf("tickets_solved", month, "breached");
    return {
      month,
      opened: countOf("tickets_opened", month),
      solved,
      met,
      attainment: solved > 0 ? met / solved : null,
    };
  });

  let deals: Analytics["deals"];
  if (readsDeals && ranking) {
    const pipeline = months.map((month) => ({
      month,
      byStatus: Object.fromEntries(
        DEAL_STATUSES.map((status) => [
          status,
          {
            count: countOf("deals_submitted", month, status),
            value: cents(amountOf("deals_submitted", month, status)),
          },
        ]),
      ) as Record<DealStatus, { count: number; value: string }>,
    }));
    const submitted = pipeline.reduce(
      (sum, entry) => sum + Object.values(entry.byStatus).reduce((all, figure) => all + figure.count, 0),
      0,
    );
    const won = pipeline.reduce((sum, entry) => sum + entry.byStatus.closed_won.count, 0);
    const histogram = new Map<number, number>();
    for (const row of rows) {
      if (row.figure !== "days_to_close" || !months.includes(row.month)) continue;
      const days = Number(row.dimension);
      histogram.set(days, (histogram.get(days) ?? 0) + Number(row.count));
    }
    deals = {
      pipeline,
      won: months.map((month) => ({
        month,
        deals: countOf("deals_won", month),
        value: cents(amountOf("deals_won", month)),
        commission: cents(amountOf("commission", month)),
      })),
      conversion: { submitted, won, rate: submitted > 0 ? won / submitted : null },
      medianDaysToClose: medianOf(histogram),
      topPartners: ranking.items.map((item) => ({
        partnerId: item.partnerId,
        companyName: item.companyName,
        dealsWon: item.dealsWon,
        wonValue: item.wonValue,
      })),
      topPartnersPeriod: RANKING_PERIOD[input.period],
    };
  }

  return {
    period: input.period,
    months,
    ...(deals && { deals }),
    ...(readsCertificates && {
      certificates: months.map((month) => ({ month, issued: countOf("certificates", month) })),
    }),
    tickets,
  };
}
