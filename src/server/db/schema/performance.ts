import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { partners } from "./partners";

// The performance ranking's figures, kept by triggers in the transaction of each deal, payout and partner change
// (migration 0019, decision 0038), so that a page of the ranking is read from an index in ranking order instead
// of summing every deal and payout (docs/product/deals.md#performance-tracking).

const PERIODS = sql`('30d', '90d', '12m', 'all')`;

/**
 * Where each period's kept figures start: the start of a UTC hour (30 and 90 days), the first of the 12 months, or
 * -infinity (all time). The ranking moves it forward as time passes, taking the deals and payouts it leaves out
 * off the figures, and subtracts those between it and the period's exact start when it reads.
 */
export const performanceWindows = pgTable(
  "performance_windows",
  {
    period: text("period").primaryKey(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("performance_windows_period", sql`${t.period} in ${PERIODS}`)],
);

/**
 * One row per partner and period: its deals submitted since the window's start, by current status, and its
 * payouts made since then. The partner's name and whether it is ranked (active or suspended) are copied here so
 * that each sort's index gives the ranking's order, the name breaking ties, with nothing else to read.
 */
export const partnerPerformance = pgTable(
  "partner_performance",
  {
    period: text("period").notNull(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    ranked: boolean("ranked").notNull(),
    companyName: text("company_name").notNull(),
    dealsWon: integer("deals_won").notNull().default(0),
    dealsLost: integer("deals_lost").notNull().default(0),
    wonValue: numeric("won_value").notNull().default("0"),
    commissionEarned: numeric("commission_earned").notNull().default("0"),
    commissionPaid: numeric("commission_paid").notNull().default("0"),
  },
  (t) => [
    // By partner first: a partner's rename and its deletion find its rows.
    primaryKey({ columns: [t.partnerId, t.period] }),
    check("partner_performance_period", sql`${t.period} in ${PERIODS}`),
    index("partner_performance_deals_won_idx")
      .on(t.period, t.dealsWon.desc().nullsFirst(), t.companyName, t.partnerId)
      .where(sql`${t.ranked}`),
    index("partner_performance_won_value_idx")
      .on(t.period, t.wonValue.desc().nullsFirst(), t.companyName, t.partnerId)
      .where(sql`${t.ranked}`),
    index("partner_performance_commission_earned_idx")
      .on(t.period, t.commissionEarned.desc().nullsFirst(), t.companyName, t.partnerId)
      .where(sql`${t.ranked}`),
  ],
);
