import { and, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { analyticsMonthly, partnerPerformance, partners } from "#server/db/schema/index";
import type { DashboardSummary } from "#shared/contracts/dashboard";
import { NEXT_DEAL_STATUSES } from "#shared/deal-transitions";
import { DEAL_STATUSES } from "#shared/enums";

/** Deals still in the pipeline: those the lifecycle lets move on (docs/product/deals.md#statuses). */
const OPEN_DEAL_STATUSES = DEAL_STATUSES.filter((status) => NEXT_DEAL_STATUSES[status].length > 0);

/** A sum of money in SQL numeric, as a decimal string with two decimals ("0.00" over no rows). */
const money = (sum: SQL) => sql<string>`round(coalesce(${sum}, 0), 2)::text`;

/**
 * The Partner Portal's figures: active partners, the value of the open deals, and the commission still owed
 * (earned less paid), each read from figures kept by triggers rather than summed over every deal or payout: the
 * commission from the all-time figures kept per partner (decision 0038), the open deals' value from Analytics'
 * monthly figures of deals by submission month and status (migration 0035), a row per month and open status.
 */
export async function partnerPortalFigures(db: Db): Promise<DashboardSummary["partnerPortal"]> {
  const [[active], [pipeline], [owed]] = await Promise.all([
    db.select({ partners: count() }).from(partners).where(eq(partners.status, "active")),
    db
      .select({ value: money(sql`sum(${analyticsMonthly.amount})`) })
      .from(analyticsMonthly)
      .where(
        and(
          eq(analyticsMonthly.figure, "deals_submitted"),
          inArray(analyticsMonthly.dimension, OPEN_DEAL_STATUSES),
        ),
      ),
    db
      .select({
        value: money(sql`sum(${partnerPerformance.commissionEarned} - ${partnerPerformance.commissionPaid})`),
      })
      .from(partnerPerformance)
      .where(eq(partnerPerformance.period, "all")),
  ]);
  return {
    activePartners: active?.partners ?? 0,
    openPipelineValue: pipeline?.value ?? "0.00",
    commissionOwed: owed?.value ?? "0.00",
  };
}
