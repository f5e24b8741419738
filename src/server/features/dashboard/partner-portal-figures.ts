import { count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerDeals, partnerPerformance, partners } from "#server/db/schema/index";
import type { DashboardSummary } from "#shared/contracts/dashboard";
import { NEXT_DEAL_STATUSES } from "#shared/deal-transitions";
import { DEAL_STATUSES } from "#shared/enums";

/** Deals still in the pipeline: those the lifecycle lets move on (docs/product/deals.md#statuses). */
const OPEN_DEAL_STATUSES = DEAL_STATUSES.filter((status) => NEXT_DEAL_STATUSES[status].length > 0);

/** A sum of money in SQL numeric, as a decimal string with two decimals ("0.00" over no rows). */
const money = (sum: SQL) => sql<string>`round(coalesce(${sum}, 0), 2)::text`;

/**
 * The Partner Portal's figures: active partners, the value of the open deals, and the commission still owed
 * (earned less paid). The commission is read from the all-time figures kept per partner (decision 0038), not
 * summed over every payout; the open deals are read through the status index.
 */
export async function partnerPortalFigures(db: Db): Promise<DashboardSummary["partnerPortal"]> {
  const [[active], [pipeline], [owed]] = await Promise.all([
    db.select({ partners: count() }).from(partners).where(eq(partners.status, "active")),
    db
      .select({ value: money(sql`sum(${partnerDeals.dealValue})`) })
      .from(partnerDeals)
      .where(inArray(partnerDeals.status, OPEN_DEAL_STATUSES)),
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
