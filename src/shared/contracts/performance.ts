import { z } from "zod";
import { DEAL_STATUSES, PARTNER_TIERS } from "../enums";
import { uuid } from "./ids";
import { pageInput, pageOf } from "./paging";

/** The periods Performance Tracking offers (docs/product/deals.md#performance-tracking). */
export const PERFORMANCE_PERIODS = ["30d", "90d", "12m", "all"] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

export const PERFORMANCE_PERIOD_LABELS: Record<PerformancePeriod, string> = {
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "12m": "Last 12 months",
  all: "All time",
};

export const DEFAULT_PERFORMANCE_PERIOD: PerformancePeriod = "12m";

export const performancePeriodSchema = z.enum(PERFORMANCE_PERIODS, { error: "Please choose a period." });

const period = performancePeriodSchema.default(DEFAULT_PERFORMANCE_PERIOD);

/** How the ranking orders the partners, highest first. */
export const PERFORMANCE_SORTS = ["dealsWon", "wonValue", "commissionEarned"] as const;
export type PerformanceSort = (typeof PERFORMANCE_SORTS)[number];

export const PERFORMANCE_SORT_LABELS: Record<PerformanceSort, string> = {
  dealsWon: "Deals won",
  wonValue: "Value won",
  commissionEarned: "Commission earned",
};

const count = z.number().int().min(0);
/** A share in percent with one decimal, or null when no deal was decided (won or lost) in the period. */
const winRate = z.number().min(0).max(100).nullable();
const byStatus = z.record(z.enum(DEAL_STATUSES), count);

export const myPerformanceInput = z.object({ period }).meta({ examples: [{ period: "12m" }] });
export type MyPerformanceInput = z.input<typeof myPerformanceInput>;

/** One calendar month (UTC) of the period, `YYYY-MM`, with the deals submitted in it by status. */
export const performanceMonth = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), byStatus });
export type PerformanceMonth = z.infer<typeof performanceMonth>;

export const myPerformanceOutput = z.object({
  period: performancePeriodSchema,
  totalDeals: count,
  byStatus,
  months: z.array(performanceMonth),
  winRate,
  /** Money as decimal strings with two decimals. */
  wonValue: z.string(),
  commissionEarned: z.string(),
  commissionPaid: z.string(),
});
export type MyPerformance = z.infer<typeof myPerformanceOutput>;

export const performanceRankingInput = z
  .object({
    period,
    sort: z.enum(PERFORMANCE_SORTS, { error: "Please choose how to rank partners." }).default("dealsWon"),
    ...pageInput,
  })
  .meta({ examples: [{ period: "12m", sort: "dealsWon", page: 1, pageSize: 20 }] });
export type PerformanceRankingInput = z.input<typeof performanceRankingInput>;

export const performanceRankingItem = z.object({
  /** 1 for the highest; partners with equal figures share a rank. */
  rank: z.number().int().min(1),
  partnerId: uuid(),
  companyName: z.string(),
  tier: z.enum(PARTNER_TIERS),
  dealsWon: count,
  dealsLost: count,
  winRate,
  wonValue: z.string(),
  commissionEarned: z.string(),
  commissionPaid: z.string(),
});
export type PerformanceRankingItem = z.infer<typeof performanceRankingItem>;

export const performanceRankingOutput = pageOf(performanceRankingItem).extend({
  period: performancePeriodSchema,
  sort: z.enum(PERFORMANCE_SORTS),
});
export type PerformanceRanking = z.infer<typeof performanceRankingOutput>;
