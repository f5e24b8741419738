import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { enrollments, partnerDeals, partnerMembers } from "#server/db/schema/index";
import { ownRows, type PartnerScope } from "#server/platform/partner-scope";
import { noDealsByStatus } from "#shared/deal-transitions";
import { commissionSummary } from "../payouts/commission-summary";

/**
 * A partner's figures for its dashboards, as the caller's role reaches them: its deals by status, its commission to
 * date and the courses completed, by every member of the partner for a partner admin and by themselves for a sales
 * rep. Each screen derives its own "pending" from the counts (docs/product/deals.md#stat-cards).
 */
export async function dealStats(db: Pick<Db, "select">, scope: PartnerScope) {
  const learners =
    scope.repId !== null
      ? eq(enrollments.userId, scope.repId)
      : inArray(
          enrollments.userId,
          db
            .select({ userId: partnerMembers.userId })
            .from(partnerMembers)
            .where(eq(partnerMembers.partnerId, scope.partnerId)),
        );
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
      .where(and(learners, eq(enrollments.status, "completed"))),
  ]);
  const byStatus = noDealsByStatus();
  for (const row of byStatusRows) byStatus[row.status] = row.deals;
  return {
    totalDeals: byStatusRows.reduce((sum, row) => sum + row.deals, 0),
    byStatus,
    commission,
    coursesCompleted: courses?.completed ?? 0,
  };
}
