import { z } from "zod";
import { DEAL_STATUSES } from "../enums";

// The Analytics tab (docs/product/business-intelligence.md#analytics): monthly figures read from those kept per
// month, each section only for whoever may read its rows on their own screens.

export const ANALYTICS_PERIODS = ["3m", "12m", "all"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  "3m": "Last 3 months",
  "12m": "Last 12 months",
  all: "All time",
};

export const analyticsInput = z.object({
  period: z
    .enum(ANALYTICS_PERIODS, { error: "Choose the last 3 months, the last 12 months or all time." })
    .default("12m"),
});

const count = z.number().int().min(0);
/** Money as a decimal string with two decimals. */
const money = z.string();
/** A calendar month, "2026-11". */
const month = z.string().regex(/^\d{4}-\d{2}$/);

const statusFigures = z.object({ count, value: money });

export const analyticsOutput = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  /** The months the period covers, oldest first, the current one last. */
  months: z.array(month),
  /** Deals and payouts, for holders of manage_partners. */
  deals: z
    .object({
      /** Deals submitted each month, by their current status. */
      pipeline: z.array(z.object({ month, byStatus: z.record(z.enum(DEAL_STATUSES), statusFigures) })),
      /** Deals closed won each month, their value, and the commission of the payouts made that month. */
      won: z.array(z.object({ month, deals: count, value: money, commission: money })),
      /** Deals submitted in the period and, of them, those now closed won. */
      conversion: z.object({ submitted: count, won: count, rate: z.number().nullable() }),
      /** The median whole days from submission to close of the deals closed won in the period. */
      medianDaysToClose: z.number().nullable(),
      topPartners: z.array(
        z.object({ partnerId: z.string(), companyName: z.string(), dealsWon: count, wonValue: money }),
      ),
      /** The ranking's period the top partners are taken over: 90 days, 12 months or all time. */
      topPartnersPeriod: z.enum(["90d", "12m", "all"]),
    })
    .optional(),
  /** Certificates issued each month, for holders of manage_courses. */
  certificates: z.array(z.object({ month, issued: count })).optional(),
  /** Tickets opened and solved each month, and the share solved within every SLA target; every staff member. */
  tickets: z.array(
    z.object({ month, opened: count, solved: count, met: count, attainment: z.number().nullable() }),
  ),
});
export type Analytics = z.infer<typeof analyticsOutput>;
