import { type SQL, sql } from "drizzle-orm";
import { commissionPayouts, partnerDeals } from "#server/db/schema/index";
import type { DealStatus } from "#shared/enums";

// The figures of Performance Tracking as SQL aggregates, shared by a partner's own page and the ranking
// (docs/product/deals.md#performance-tracking). Money is summed in SQL numeric and leaves as text, never a float.

/** Money as a decimal string with two decimals, "0.00" over no rows. */
export const money = (sum: SQL) => sql<string>`round(coalesce(${sum}, 0), 2)::text`;

/** How many of the rows' deals have the status. */
export const dealsIn = (status: DealStatus) =>
  sql<number>`(count(*) filter (where ${partnerDeals.status} = ${status}))::int`;

export const dealsWon = dealsIn("closed_won");
export const dealsLost = dealsIn("closed_lost");
export const wonValueSum = sql`sum(${partnerDeals.dealValue}) filter (where ${partnerDeals.status} = 'closed_won')`;

/** won / (won + lost) in percent with one decimal; null when nothing was decided. */
export const winRateOf = (won: SQL, lost: SQL) =>
  sql<string | null>`round(100.0 * ${won} / nullif(${won} + ${lost}, 0), 1)::text`;

export const commissionEarnedSum = sql`sum(${commissionPayouts.commissionAmount})`;
export const commissionPaidSum = sql`sum(${commissionPayouts.commissionAmount}) filter (where ${commissionPayouts.status} = 'paid')`;

/** A win rate as the contract's number. */
export const winRateNumber = (text: string | null) => (text === null ? null : Number(text));
