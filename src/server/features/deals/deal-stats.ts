import { and, count, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { enrollments, partnerDeals } from "#server/db/schema/index";
import { ownRows, type PartnerScope } from "#server/platform/partner-scope";
import type { DealStatus } from "#shared/enums";
import { commissionSummary } from "../payouts/commission-summary";

/**
 * A partner's figures for its dashboards: its deals by status, its commission to date and the courses its
 * contact completed. Each screen derives its own "pending" from the counts
 * (docs/product/deals.md#stat-cards).
 */
export async function dealStats(db: Pick<Db, "select">, scope: PartnerScope, contactUserId: string) {
  const [byStatusRows, commission, [courses]] = await Promise.all([
    db
      .select({ status: partnerDeals.status, deals: count() })
      .from(partnerDeals)
      .where(ownRows(scope, partnerDeals))
      .groupBy(partnerDeals.status),
    commissionSummary(db, scope),
    db
      .select({ completed: count() })
      .from(enrollments)
      .where(and(eq(enrollments.userId, contactUserId), eq(enrollments.status, "completed"))),
  ]);
  const byStatus: Record<DealStatus, number> = {
    submitted: 0,
    in_review: 0,
    approved: 0,
    closed_won: 0,
    closed_lost: 0,
  };
  for (const row of byStatusRows) byStatus[row.status] = row.deals;
  return {
    totalDeals: byStatusRows.reduce((sum, row) => sum + row.deals, 0),
    byStatus,
    commission,
    coursesCompleted: courses?.completed ?? 0,
  };
}
