import { sql } from "drizzle-orm";
import { bigint, check, date, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

// Analytics' monthly figures (docs/product/business-intelligence.md#analytics), kept by statement triggers in the
// transaction of each deal, payout, certificate and ticket change (migration 0035), so that a chart reads a few
// dozen rows instead of scanning a million.

/** The series kept, each per UTC calendar month and, where it has one, a dimension. */
export const ANALYTICS_FIGURES = [
  /** Deals by the month they were submitted and their current status: count and value. */
  "deals_submitted",
  /** Deals closed won by the month they closed: count and value. */
  "deals_won",
  /** Deals closed won by the month they closed and whole days from submission to close (capped at 366): count. */
  "days_to_close",
  /** Payouts by the month they were made: count and commission. */
  "commission",
  /** Certificates by the month they were issued: count. */
  "certificates",
  /** Tickets by the month they were opened: count. */
  "tickets_opened",
  /** Tickets by the month they were solved, met or breached (any SLA target missed): count. */
  "tickets_solved",
] as const;
export type AnalyticsFigure = (typeof ANALYTICS_FIGURES)[number];

export const analyticsMonthly = pgTable(
  "analytics_monthly",
  {
    figure: text("figure").$type<AnalyticsFigure>().notNull(),
    /** The first day of the UTC month. */
    month: date("month", { mode: "string" }).notNull(),
    /** A deal status, a number of days, "met" or "breached"; empty when the series has none. */
    dimension: text("dimension").notNull().default(""),
    count: bigint("count", { mode: "number" }).notNull().default(0),
    amount: numeric("amount").notNull().default("0"),
  },
  (t) => [
    primaryKey({ columns: [t.figure, t.month, t.dimension] }),
    check(
      "analytics_monthly_figure",
      sql`${t.figure} in (${sql.raw(ANALYTICS_FIGURES.map((f) => `'${f}'`).join(", "))})`,
    ),
  ],
);
